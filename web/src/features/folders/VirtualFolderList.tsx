import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildExpanderStyle, buildFolderRowName, FOLDER_ROW_HEIGHT } from './folder-row';

/** A read-only virtual folder from creativeVirtualNodes (my concepts, pinned, pending approval, tags). */
export interface VirtualFolder {
  code: string;
  name: string;
  count: number;
  filter?: unknown;
  children?: readonly VirtualFolder[];
}

const KNOWN_CODES = ['virtualNodes', 'myConcepts', 'pinnedConcepts', 'pendingApproval', 'tags'] as const;

function iconOf(code: string): ReactNode {
  const sx = { fontSize: 18, color: 'text.secondary' };
  if (code === 'virtualNodes') return <StarOutlineOutlined sx={sx} />;
  if (code === 'myConcepts') return <PersonOutlined sx={sx} />;
  if (code === 'pinnedConcepts') return <PushPinOutlined sx={sx} />;
  if (code === 'pendingApproval') return <HourglassEmptyOutlined sx={sx} />;
  return <LocalOfferOutlined sx={sx} />;
}

interface VirtualFolderListProps {
  nodes: readonly VirtualFolder[];
  selectedId: string | null;
  openIds: ReadonlySet<string>;
  onToggle: (code: string) => void;
  onSelect: (node: VirtualFolder) => void;
  /** The count's accessible name; default "N concepts" (the asset tree counts assets). */
  describeCount?: (count: number) => string;
}

/**
 * The virtual folders above the real tree (spec 1 §2): read-only, no action icons, each with its
 * count; choosing one applies its filter to the list. The grouping node only opens and closes.
 */
export function VirtualFolderList({ nodes, selectedId, openIds, onToggle, onSelect, describeCount }: VirtualFolderListProps) {
  const { t } = useTranslation();
  const renderNodes = (list: readonly VirtualFolder[], level: number): ReactNode =>
    list.map((node) => {
      const hasChildren = Boolean(node.children?.length);
      const isOpen = openIds.has(node.code);
      const isGroup = node.code === 'virtualNodes';
      const isSelected = node.code === selectedId;
      const label = (KNOWN_CODES as readonly string[]).includes(node.code)
        ? t(`folders.virtual.${node.code as (typeof KNOWN_CODES)[number]}`)
        : node.name;
      const activate = () => (isGroup ? onToggle(node.code) : onSelect(node));
      const name = buildFolderRowName(
        label,
        isGroup ? null : describeCount ? describeCount(node.count) : t('folders.conceptCount', { count: node.count }),
      );
      return (
        <Box component="li" role="none" key={node.code} sx={{ listStyle: 'none' }}>
          <Box
            role="treeitem"
            tabIndex={0}
            aria-label={name}
            aria-level={level}
            aria-selected={isGroup ? undefined : isSelected}
            aria-expanded={hasChildren ? isOpen : undefined}
            onClick={activate}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                activate();
              } else if (hasChildren && event.key === (isOpen ? 'ArrowLeft' : 'ArrowRight')) {
                onToggle(node.code);
              }
            }}
            sx={(theme) => ({
              height: FOLDER_ROW_HEIGHT,
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              pl: `${(level - 1) * 20}px`,
              pr: 1,
              borderRadius: 1,
              cursor: 'pointer',
              bgcolor: isSelected ? alpha(theme.palette.primary.main, 0.12) : 'transparent',
              '&:hover': { bgcolor: isSelected ? alpha(theme.palette.primary.main, 0.16) : theme.palette.action.hover },
              '&:focus-visible': { outline: `1px solid ${alpha(theme.palette.primary.main, 0.5)}` },
            })}
          >
            <Box
              component={hasChildren ? 'button' : 'span'}
              type={hasChildren ? 'button' : undefined}
              tabIndex={-1}
              aria-label={hasChildren ? t(isOpen ? 'folders.collapseNamed' : 'folders.expandNamed', { name: label }) : undefined}
              aria-hidden={hasChildren ? undefined : true}
              onClick={(event: React.MouseEvent) => {
                event.stopPropagation();
                if (hasChildren) onToggle(node.code);
              }}
              sx={buildExpanderStyle}
            >
              {hasChildren ? isOpen ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" /> : null}
            </Box>
            {iconOf(node.code)}
            <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: isSelected ? 600 : isGroup ? 500 : 400 }}>
              {label}
            </Typography>
            {/* A space between name and count: not drawn in the flex row, but the row's text reads "Video 4". */}
            {isGroup ? null : (
              <>
                {' '}
                <Typography variant="caption" color="text.secondary">
                  {node.count}
                </Typography>
              </>
            )}
          </Box>
          {hasChildren && isOpen ? (
            <Box component="ul" role="group" sx={{ m: 0, p: 0 }}>
              {renderNodes(node.children!, level + 1)}
            </Box>
          ) : null}
        </Box>
      );
    });

  return (
    <Box component="ul" role="tree" aria-label={t('folders.virtual.label')} sx={{ m: 0, p: 0 }}>
      {renderNodes(nodes, 1)}
    </Box>
  );
}

/** Every virtual folder, flattened, to check whether a stored selection still exists. */
export function flattenVirtualFolders(nodes: readonly VirtualFolder[]): VirtualFolder[] {
  return nodes.flatMap((node) => [node, ...flattenVirtualFolders(node.children ?? [])]);
}
