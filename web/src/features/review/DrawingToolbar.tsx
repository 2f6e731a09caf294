import ArrowOutward from '@mui/icons-material/ArrowOutward';
import CropSquare from '@mui/icons-material/CropSquare';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Gesture from '@mui/icons-material/Gesture';
import TextFields from '@mui/icons-material/TextFields';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Drawing } from './contract';
import { DRAWING_COLORS, undoShape, type DrawingTool } from './drawing';

const TOOLS: { tool: DrawingTool; icon: React.ReactNode }[] = [
  { tool: 'pen', icon: <Gesture fontSize="small" /> },
  { tool: 'arrow', icon: <ArrowOutward fontSize="small" /> },
  { tool: 'rect', icon: <CropSquare fontSize="small" /> },
  { tool: 'text', icon: <TextFields fontSize="small" /> },
];

const COLOR_NAMES: Record<string, string> = {
  '#E53935': 'red',
  '#FB8C00': 'orange',
  '#FDD835': 'yellow',
  '#43A047': 'green',
  '#1E88E5': 'blue',
  '#FFFFFF': 'white',
};

/** The tool and colour the reviewer picked; kept while stepping through assets. */
export function useDrawingTools() {
  const [tool, setTool] = useState<DrawingTool>('arrow');
  const [color, setColor] = useState<string>(DRAWING_COLORS[0]!);
  return { tool, setTool, color, setColor };
}

export function DrawingToolbar({
  tools,
  drawing,
  onDrawingChange,
}: {
  tools: ReturnType<typeof useDrawingTools>;
  drawing: Drawing | null;
  onDrawingChange: (drawing: Drawing | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      elevation={3}
      role="toolbar"
      aria-label={t('review.drawingTools')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5, py: 0.25, flexWrap: 'wrap' }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={tools.tool}
        onChange={(_event, value: DrawingTool | null) => value && tools.setTool(value)}
      >
        {TOOLS.map(({ tool, icon }) => (
          <ToggleButton key={tool} value={tool} aria-label={t(`review.${tool}`)}>
            <Tooltip title={t(`review.${tool}`)}>
              <Box component="span" sx={{ display: 'flex' }}>
                {icon}
              </Box>
            </Tooltip>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 0.5, px: 0.5 }}>
        {DRAWING_COLORS.map((color) => (
          <Box
            key={color}
            component="button"
            type="button"
            aria-label={t('review.color', { color: COLOR_NAMES[color] ?? color })}
            aria-pressed={tools.color === color}
            onClick={() => tools.setColor(color)}
            sx={{
              width: 20,
              height: 20,
              borderRadius: '50%',
              bgcolor: color,
              cursor: 'pointer',
              border: '2px solid',
              borderColor: tools.color === color ? 'primary.main' : 'divider',
              outline: tools.color === color ? '2px solid' : 'none',
              outlineColor: 'background.paper',
              p: 0,
            }}
          />
        ))}
      </Box>
      <Tooltip title={t('review.undo')}>
        <span>
          <IconButton size="small" aria-label={t('review.undo')} disabled={!drawing} onClick={() => onDrawingChange(undoShape(drawing))}>
            <Undo fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('review.clear')}>
        <span>
          <IconButton size="small" aria-label={t('review.clear')} disabled={!drawing} onClick={() => onDrawingChange(null)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Paper>
  );
}
