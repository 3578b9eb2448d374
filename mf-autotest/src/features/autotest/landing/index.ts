// What other features of this remote use of the landing feature: the ticket list (the leaderboard's picker).
export { useTests } from './api/get-tests';
