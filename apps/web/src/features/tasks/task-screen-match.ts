import { taskScreenPath, type TTask } from '@portal/domain';

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The query parameters a screen template carries (e.g. the risk tab of due diligence). */
function screenQuery(path: string): URLSearchParams {
  const index = path.indexOf('?');
  return new URLSearchParams(index < 0 ? '' : path.slice(index + 1));
}

function withoutQuery(path: string): string {
  const index = path.indexOf('?');
  return index < 0 ? path : path.slice(0, index);
}

/**
 * The caller's task whose dedicated screen is the page at `pathname` + `search` (domain TASK_SCREENS):
 * the path must be the task's screen path — holder id (stakeholder identification) and task id
 * (update address proof) included. Where two tasks share a path (due diligence and its risk tab),
 * the one whose query the address carries wins, then the one without a query.
 */
export function findScreenTask<T extends TTask>(
  tasks: readonly T[],
  location: { pathname: string; search: string },
): T | null {
  const here = decodedPath(location.pathname.replace(/\/+$/, ''));
  const query = new URLSearchParams(location.search);
  const candidates = tasks.filter((task) => decodedPath(withoutQuery(taskScreenPath(task))) === here);
  const score = (task: T) => {
    const wanted = screenQuery(taskScreenPath(task));
    const keys = [...wanted.keys()];
    if (keys.length === 0) return 1;
    return keys.every((key) => query.get(key) === wanted.get(key)) ? 2 : 0;
  };
  let best: T | null = null;
  let bestScore = -1;
  for (const task of candidates) {
    const value = score(task);
    if (value > bestScore) {
      best = task;
      bestScore = value;
    }
  }
  return best;
}
