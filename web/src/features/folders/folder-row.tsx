import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import type { Theme } from '@mui/material/styles';

// What folder rows share outside the tree (the virtual folders, the panel's fallback): kept apart from
// FolderTreeNode so that importing them does not load react-arborist with the tree.

/** Spec 1 §9: folder rows are 30 px high (the tree's and the virtual folders' rows alike). */
export const FOLDER_ROW_HEIGHT = 30;

/** The chevron: a bare button, sized like the 20 px indent step (the tree's rows and the virtual folders'). */
export function buildExpanderStyle(theme: Theme) {
  return {
    display: 'inline-flex',
    width: 20,
    height: 20,
    flexShrink: 0,
    justifyContent: 'center',
    alignItems: 'center',
    padding: 0,
    border: 0,
    background: 'transparent',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
  } as const;
}

/**
 * A folder row's accessible name: its name and, when the row shows a count, the count in words
 * ("Key art, 12 concepts"). The name then holds all the row's visible text, so speech input can
 * reach the row by what it shows (WCAG 2.5.3, label in name); the count's own span needs no name.
 */
export function buildFolderRowName(name: string, countInWords: string | null): string {
  return countInWords ? `${name}, ${countInWords}` : name;
}

const iconSx = { fontSize: 18, color: 'text.secondary', flexShrink: 0 } as const;

export function FolderTypeIcon({ nodeTypeCode, isOpen }: { nodeTypeCode: string; isOpen: boolean }) {
  const sx = iconSx;
  if (nodeTypeCode === 'campaign') return <CampaignOutlined sx={sx} />;
  if (nodeTypeCode === 'theme') return <PaletteOutlined sx={sx} />;
  return isOpen ? <FolderOpenOutlined sx={sx} /> : <FolderOutlined sx={sx} />;
}
