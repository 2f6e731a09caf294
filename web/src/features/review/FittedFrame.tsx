import Box from '@mui/material/Box';
import { useRef, type ReactNode } from 'react';
import { useElementSize } from './use-element-size';
import { fitScale } from './zoom';

/**
 * A box of the content's aspect ratio, as large as fits in the parent and centred: the video fills
 * it exactly, so an overlay laid over the box lies exactly over the picture.
 */
export function FittedFrame({ aspect, children }: { aspect: { width: number; height: number } | null; children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const box = useElementSize(boxRef);
  const content = aspect && aspect.width > 0 && aspect.height > 0 ? aspect : { width: 16, height: 9 };
  const scale = fitScale(box, content);
  const width = content.width * scale;
  const height = content.height * scale;
  return (
    <Box ref={boxRef} sx={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}>
      <Box
        data-testid="fitted-frame"
        sx={{ position: 'absolute', left: (box.width - width) / 2, top: (box.height - height) / 2, width, height, bgcolor: 'common.black' }}
      >
        {children}
      </Box>
    </Box>
  );
}
