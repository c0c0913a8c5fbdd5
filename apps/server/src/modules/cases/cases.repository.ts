// The cases' data access, one door for the rest of the server: a case's row and summary (case-rows),
// the people behind user ids (case-people), the case list (case-list), a task as answered
// (case-tasks) and the whole case page (case-detail).
export { findVisibleCase, lockCaseRow, type TCaseRow, type TTaskRow } from './case-rows.js';
export { loadPeople } from './case-people.js';
export { caseListQueries, likePattern, listCases } from './case-list.js';
export { selectTaskJoined, TASK_CASE_COLUMNS, toTask } from './case-tasks.js';
export { loadCaseDetail } from './case-detail.js';
