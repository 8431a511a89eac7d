// The signed-in portals' pieces (tutor portal, back office, the student's support page): a second
// shared entry of the design system, so a visitor of the public site never downloads the tables,
// menus and threads she cannot see there. Shared as its own Module Federation singleton.
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
