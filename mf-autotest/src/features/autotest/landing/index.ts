// What other features of this remote use of the landing feature: the ticket list (the leaderboard's picker, and its first query).
export { useTests, testsQueryOptions } from './api/get-tests';
