/**
 * The back office's kit (`/portal`): its own frame and navigation by area, the dense data table,
 * the confirm-and-act button and the one way to toast an action's outcome.
 */
export { PortalShell, type PortalStaff } from './components/portal-shell';
export { PortalNav } from './components/portal-nav';
export {
  PORTAL_SECTIONS,
  sectionsFor,
  type PortalArea,
  type PortalSection,
} from './portal-sections';
export { DataTable, type Column, type DataTableProps } from './components/data-table';
export { ConfirmButton, type ConfirmButtonProps } from './components/confirm-button';
export { useActionToast, type ActionToast } from './hooks/use-action-toast';
export { sortHref, sortOf, sortRows, type TableSort } from './table-sort';
export {
  CalculatorIcon,
  FileTextIcon,
  HelpCircleIcon,
  MenuIcon,
  NewspaperIcon,
  StoreIcon,
  TagIcon,
  TicketIcon,
  ZapIcon,
} from './components/portal-icons';
