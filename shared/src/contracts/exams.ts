// Timed exams (issue 13; SPEC §2 "DTM, virtual, national certificate", §3 subject-set direction,
// started-test progress, result; §4 DTM/virtual start and timers; §5 DTM form; §6 one free mock;
// §7 POST /dtm-order, POST /virtual). One engine serves every exam kind: a ticket is made of
// sections (subject, question count, points per question) taken from the per-year weights table,
// the deadline is the server's, answers are saved one by one and correctness is hidden until finish.
// Served as `@platform/shared/exams`, so only the exam screens download it.
export * from './exams-order';
export * from './exams-ticket';
export * from './exams-natcert';
export * from './exams-standing';
