-- Annual renewal (issue 16): each AR case files the annual return made up to one return date, kept on
-- the case. One renewal per company and return date, open or completed; a cancelled one frees it.
ALTER TABLE cases ADD COLUMN return_date date;

-- Completed renewals: the return date their completion recorded in the company's history.
UPDATE cases c SET return_date = (h.details ->> 'madeUpTo')::date
  FROM entity_history h
 WHERE c.case_type = 'AR' AND h.case_id = c.id AND h.kind = 'ANNUAL_RETURN'
   AND h.details ->> 'madeUpTo' IS NOT NULL;

-- Open renewals: the company's next return date, for the oldest open one of each company (a second,
-- if any, keeps no date rather than breaking the rule below).
UPDATE cases c SET return_date = e.next_return_date
  FROM entities e
 WHERE c.case_type = 'AR' AND c.status = 'OPEN' AND c.return_date IS NULL AND e.id = c.entity_id
   AND c.id = (SELECT o.id FROM cases o
                WHERE o.entity_id = c.entity_id AND o.case_type = 'AR' AND o.status = 'OPEN'
                ORDER BY o.created_at, o.id LIMIT 1)
   AND NOT EXISTS (SELECT 1 FROM cases d
                    WHERE d.entity_id = c.entity_id AND d.case_type = 'AR' AND d.status = 'COMPLETED'
                      AND d.return_date = e.next_return_date);

CREATE UNIQUE INDEX cases_one_renewal_per_return
  ON cases (entity_id, return_date)
  WHERE case_type = 'AR' AND status <> 'CANCELLED' AND return_date IS NOT NULL;
