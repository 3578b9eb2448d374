// The exit-feedback flow's public entry: the pro and payment pages open it when a learner leaves.
export { ExitFeedback } from './components/exit-feedback';
