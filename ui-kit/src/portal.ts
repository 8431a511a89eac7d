// The signed-in portals' pieces (the student area, the tutor portal, the back office): a second
// shared entry of the design system, so a visitor of the public site never downloads the frame,
// tables, menus, threads, pickers and dialogs she cannot see there. Shared as its own Module
// Federation singleton.
export { ThreadView } from './components/ThreadView/ThreadView';
export { PortalLayout, SidebarBrand, SidebarIdentity } from './components/PortalLayout/PortalLayout';
export type { PortalLayoutProps } from './components/PortalLayout/PortalLayout';
export { DataTable } from './components/DataTable/DataTable';
export type { DataTableProps, DataColumn } from './components/DataTable/DataTable';
export { FilterBar } from './components/FilterBar/FilterBar';
export type { FilterBarProps } from './components/FilterBar/FilterBar';
export { StatusMenu } from './components/StatusMenu/StatusMenu';
export type { StatusMenuProps, StatusOption } from './components/StatusMenu/StatusMenu';
export type { ThreadViewProps, ThreadMessage } from './components/ThreadView/ThreadView';
export { PriorityPicker, defaultPriorities } from './components/PriorityPicker/PriorityPicker';
export type { PriorityPickerProps, PriorityOption } from './components/PriorityPicker/PriorityPicker';
export { FilePicker } from './components/FilePicker/FilePicker';
export type { FilePickerProps } from './components/FilePicker/FilePicker';
export { StatCard } from './components/StatCard/StatCard';
export type { StatCardProps, StatTone } from './components/StatCard/StatCard';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { Sidebar } from './components/Sidebar/Sidebar';
export type { SidebarProps, SidebarItem } from './components/Sidebar/Sidebar';
export { PortalTopBar } from './components/PortalTopBar/PortalTopBar';
export type { PortalTopBarProps } from './components/PortalTopBar/PortalTopBar';
export { Avatar, initialOf } from './components/Avatar/Avatar';
export type { AvatarProps, AvatarSize } from './components/Avatar/Avatar';
export { NotificationBell } from './components/NotificationBell/NotificationBell';
export type { NotificationBellProps, NotificationItem } from './components/NotificationBell/NotificationBell';
export { SignedInFrame } from './components/SignedInFrame/SignedInFrame';
export type { SignedInFrameProps } from './components/SignedInFrame/SignedInFrame';
export { ScreenHeader } from './components/ScreenHeader/ScreenHeader';
export type { ScreenHeaderProps } from './components/ScreenHeader/ScreenHeader';
export { List } from './components/List/List';
export type { ListProps } from './components/List/List';
