export { Button, buttonClass, type ButtonVariant } from './button';
export { Skeleton } from './skeleton';
export { EmptyState } from './empty-state';
export { Pagination, pageWindow } from './pagination';
export { Modal, Drawer, useDialogFocus } from './dialog';
export { Toaster } from './toaster';
export { Tabs } from './tabs';
export { Countdown } from './countdown';
export { CountdownDialog, countdownDialogText, type CountdownDialogProps } from './countdown-dialog';
export { Panel } from './panel';
export { useDebouncedValue } from './use-debounced-value';
export { useMediaQuery, MOBILE_QUERY, renderedScreen, setRenderedScreen } from './use-media-query';
export {
  MONOGRAM_LIGHTNESS,
  MONOGRAM_SATURATION,
  UniversityLogo,
  monogram,
  monogramColour,
  monogramHue,
  universityMonogram,
} from './university-logo';
export { LoadingRegion, ErrorState, visuallyHidden } from './status';
export { useDocumentTitle } from './use-document-title';
export { BRAND, pageTitle } from './page-title';
export { ResponsiveDialog } from './responsive-dialog';
export { pageLayout } from './page-layout';
export { ListPageHeader, listPage } from './list-page';
export { RankingTable, rankingTable, type RankingTableProps } from './ranking-table';
