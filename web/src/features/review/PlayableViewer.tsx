import Fullscreen from '@mui/icons-material/Fullscreen';
import Replay from '@mui/icons-material/Replay';
import StayCurrentLandscape from '@mui/icons-material/StayCurrentLandscape';
import StayCurrentPortrait from '@mui/icons-material/StayCurrentPortrait';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewMedia } from './contract';
import { FittedFrame } from './FittedFrame';
import { OtherFileCard } from './OtherFileCard';
import { useElementSize } from './use-element-size';

type DeviceFrame = 'portrait' | 'landscape' | 'fill';

/** CSS pixels of a common phone (iPhone 14/15), the size playable ads are designed for. */
const PHONE = { width: 390, height: 844 };

/**
 * The playable in an iframe sandboxed to scripts only: no same origin (its scripts get an opaque
 * origin, so no cookies, storage or credentialed API calls of the app), no top navigation, no
 * popups, no forms. The server serves it with the same sandbox as a CSP, so opening its URL
 * directly gives it no more.
 */
export function PlayableViewer({ media }: { media: ReviewMedia }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<DeviceFrame>('portrait');
  const [reloads, setReloads] = useState(0);
  if (!media.playableUrl) return <OtherFileCard media={media} />;

  const iframe = (
    <iframe
      key={reloads}
      title={t('review.playableTitle', { name: media.name })}
      src={media.playableUrl}
      sandbox="allow-scripts"
      allow="autoplay"
      referrerPolicy="no-referrer"
      data-testid="playable-frame"
      style={{
        border: 0,
        width: device === 'fill' ? '100%' : device === 'portrait' ? PHONE.width : PHONE.height,
        height: device === 'fill' ? '100%' : device === 'portrait' ? PHONE.height : PHONE.width,
        background: '#fff',
        display: 'block',
      }}
    />
  );
  const frameSize = device === 'portrait' ? PHONE : { width: PHONE.height, height: PHONE.width };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%' }}>
      <Box sx={{ flex: 1, minHeight: 0, bgcolor: 'grey.200', p: device === 'fill' ? 0 : 2 }}>
        {device === 'fill' ? (
          iframe
        ) : (
          <FittedFrame aspect={{ width: frameSize.width + 24, height: frameSize.height + 24 }}>
            <PhoneShell size={frameSize}>{iframe}</PhoneShell>
          </FittedFrame>
        )}
      </Box>
      <Paper
        square
        elevation={0}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          aria-label={t('review.playableFrame')}
          onChange={(_event, value: DeviceFrame | null) => value && setDevice(value)}
        >
          <ToggleButton value="portrait" aria-label={t('review.portraitPhone')}>
            <StayCurrentPortrait fontSize="small" />
          </ToggleButton>
          <ToggleButton value="landscape" aria-label={t('review.landscapePhone')}>
            <StayCurrentLandscape fontSize="small" />
          </ToggleButton>
          <ToggleButton value="fill" aria-label={t('review.fill')}>
            <Fullscreen fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Tooltip title={t('review.reload')}>
          <IconButton size="small" aria-label={t('review.reload')} onClick={() => setReloads((count) => count + 1)}>
            <Replay fontSize="small" />
          </IconButton>
        </Tooltip>
      </Paper>
    </Box>
  );
}

/**
 * A phone outline around the iframe, scaled as a whole to the space there is: the ad sees a real
 * phone-sized viewport (390 × 844 CSS px) however small the gallery is.
 */
function PhoneShell({ size, children }: { size: { width: number; height: number }; children: React.ReactNode }) {
  const outer = { width: size.width + 24, height: size.height + 24 };
  const boxRef = useRef<HTMLDivElement | null>(null);
  const box = useElementSize(boxRef);
  return (
    <Box ref={boxRef} sx={{ position: 'absolute', inset: 0 }}>
      <Box
        sx={{
          width: outer.width,
          height: outer.height,
          transformOrigin: 'top left',
          // The fitted box has the phone's aspect ratio, so one scale fits both sides.
          transform: `scale(${box.width > 0 ? box.width / outer.width : 1})`,
          bgcolor: 'grey.900',
          borderRadius: '28px',
          p: '12px',
        }}
      >
        <Box sx={{ width: size.width, height: size.height, overflow: 'hidden', borderRadius: '16px' }}>{children}</Box>
      </Box>
    </Box>
  );
}
