// Topic tests (SPEC §2 "Topic tests", §3 question/result/test info/test card/quiz/unfinished item,
// §7 "Tests", §9): the calls of mf-tests and the api's answers. Served as
// `@platform/shared/topic-tests`, so only the apps that take tests download it.
export * from './topic-tests-catalogue';
export * from './topic-tests-quiz';
export * from './topic-tests-results';
