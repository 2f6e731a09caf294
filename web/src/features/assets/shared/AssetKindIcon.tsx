import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** The icon of an asset kind, for assets without a preview image. */
export function AssetKindIcon({ kind, ...props }: { kind: string } & SvgIconProps) {
  if (kind === 'image') return <ImageOutlined {...props} />;
  if (kind === 'video') return <MovieOutlined {...props} />;
  if (kind === 'playable') return <SportsEsportsOutlined {...props} />;
  if (kind === 'document') return <DescriptionOutlined {...props} />;
  return <InsertDriveFileOutlined {...props} />;
}
