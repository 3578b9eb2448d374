// The quiz feature's public surface for other features: the exam screens intercept leaving and
// report mistakes in a question the same way the topic-test screen does.
export { useLeaveGuard, type LeaveBlocker } from './hooks/use-leave-guard';
export { ReportErrorDialog } from './components/report-error-dialog';
