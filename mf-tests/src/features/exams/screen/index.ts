// The exam screen's public entry: what another exams feature (the olympiad attempt) renders.
export { ExamScreen } from './components/exam-screen';
export { TicketPending } from './components/exam-screen-page';
