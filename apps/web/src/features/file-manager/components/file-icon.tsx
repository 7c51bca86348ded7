import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import VideoFileOutlined from '@mui/icons-material/VideoFileOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { TFileType } from '@pesquisemais/shared';
import type { ComponentType } from 'react';

const ICONS: Record<TFileType, ComponentType<SvgIconProps>> = {
  folder: FolderOutlined,
  document: DescriptionOutlined,
  spreadsheet: TableChartOutlined,
  presentation: SlideshowOutlined,
  image: ImageOutlined,
  pdf: PictureAsPdfOutlined,
  archive: FolderZipOutlined,
  audio: AudioFileOutlined,
  video: VideoFileOutlined,
  text: ArticleOutlined,
  file: InsertDriveFileOutlined,
};

export function FileIcon(props: { type: TFileType } & SvgIconProps) {
  const { type, ...rest } = props;
  const Icon = ICONS[type];
  return <Icon color={type === 'folder' ? 'primary' : 'action'} aria-hidden {...rest} />;
}
