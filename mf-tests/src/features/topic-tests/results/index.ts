// The results feature's public surface for other features (the certificate check shows a review).
export { ReviewList } from './components/review-list';
export { useViewer } from './hooks/use-viewer';
export { useViewerReview } from './hooks/use-viewer-queries';
export { parseTicketId } from './lib/ticket-id';
export { resultArrival } from './lib/arrival';
