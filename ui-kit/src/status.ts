// How a screen says where things stand: the banner, the status and priority badges, the empty state.
// A shared entry of its own (a Module Federation singleton like the others), so a page that shows
// none of them (the home page, the staff's login) does not download them. Its components import
// icons from '@ai-women/ui-kit' by name: the shared main entry every page already has.
export { StatusBadge, PriorityBadge, statusTone } from './components/StatusBadge/StatusBadge';
export type { StatusBadgeProps, PriorityBadgeProps, BadgeTone } from './components/StatusBadge/StatusBadge';
export { Banner } from './components/Banner/Banner';
export type { BannerProps, BannerTone } from './components/Banner/Banner';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
