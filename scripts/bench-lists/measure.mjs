// The load: autocannon on one list URL at a time, signed in, with the throughput and the latency
// percentiles (p50, p99) the figures print. Any answer other than 2xx fails the run, so a broken list
// is never reported as a fast one.
import autocannon from 'autocannon';

/** Loads `url` with `connections` connections for `duration` seconds: requests a second, p50 and p99 in ms. */
export function measure(title, url, token, { connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers: { authorization: `Bearer ${token}` } },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0) return reject(new Error(`${title}: ${result.non2xx} answers were not 2xx`));
        resolve({
          title,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
        });
      },
    );
  });
}

/** Measures each scenario, one after another (at once they would measure each other), as `who` or staff. */
export async function measureScenarios(scenarios, tokens, load) {
  const results = [];
  for (const [title, url, who] of scenarios)
    results.push(await measure(title, url, tokens[who ?? 'staff'], load));
  return results;
}
