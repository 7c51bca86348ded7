import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BuildCircleOutlined from '@mui/icons-material/BuildCircleOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import CookieOutlined from '@mui/icons-material/CookieOutlined';
import CropLandscapeOutlined from '@mui/icons-material/CropLandscapeOutlined';
import CropSquareOutlined from '@mui/icons-material/CropSquareOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsertEmoticonOutlined from '@mui/icons-material/InsertEmoticonOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import SupervisedUserCircleOutlined from '@mui/icons-material/SupervisedUserCircleOutlined';
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined';
import TrackChangesOutlined from '@mui/icons-material/TrackChangesOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import ViewDayOutlined from '@mui/icons-material/ViewDayOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { isNavIconName, type TNavIconName } from '@pesquisemais/shared';
import type { ComponentType } from 'react';

/** Every icon name of the navigation config, as its component (the type checks none is missing). */
export const NAV_ICONS: Record<TNavIconName, ComponentType<SvgIconProps>> = {
  DashboardOutlined,
  LiveTvOutlined,
  InsightsOutlined,
  QueryStatsOutlined,
  SpaceDashboardOutlined,
  TrackChangesOutlined,
  AssessmentOutlined,
  FactCheckOutlined,
  QuizOutlined,
  CampaignOutlined,
  PollOutlined,
  DescriptionOutlined,
  PlayCircleOutlined,
  ShoppingCartOutlined,
  Inventory2Outlined,
  ReceiptLongOutlined,
  GroupOutlined,
  SupervisedUserCircleOutlined,
  MailOutlined,
  CheckBoxOutlined,
  ContactsOutlined,
  CalendarMonthOutlined,
  StickyNote2Outlined,
  SchoolOutlined,
  MenuBookOutlined,
  ViewKanbanOutlined,
  FolderOutlined,
  DraftsOutlined,
  ScheduleSendOutlined,
  VideocamOutlined,
  PersonOutlined,
  SettingsOutlined,
  AdminPanelSettingsOutlined,
  BadgeOutlined,
  PersonOffOutlined,
  ViewQuiltOutlined,
  ViewAgendaOutlined,
  CropLandscapeOutlined,
  ViewDayOutlined,
  CropSquareOutlined,
  CheckBoxOutlineBlank,
  InsertEmoticonOutlined,
  TextFieldsOutlined,
  BuildOutlined,
  LockOutlined,
  VpnKeyOutlined,
  HomeOutlined,
  StarOutlined,
  HelpOutlineOutlined,
  AttachMoneyOutlined,
  SearchOutlined,
  AlarmOutlined,
  BuildCircleOutlined,
  ErrorOutlineOutlined,
  ReportProblemOutlined,
  ReceiptOutlined,
  PrivacyTipOutlined,
  GavelOutlined,
  CookieOutlined,
};

type TNavIconProps = SvgIconProps & { name: string | undefined };

/** The Material icon named in a navigation item; an unknown name shows nothing. */
export function NavIcon({ name, ...props }: TNavIconProps) {
  if (!isNavIconName(name)) return null;
  const Icon = NAV_ICONS[name];
  return <Icon {...props} />;
}
