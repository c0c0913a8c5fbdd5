-- Compliance records (issue 8): due diligence per stakeholder and risk assessment per case. A record
-- is never changed or deleted: a correction is the next version of the same record (record_key).
CREATE TABLE compliance_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  firm_id uuid NOT NULL REFERENCES firms (id),
  compliance_type text NOT NULL CHECK (compliance_type IN ('DUE_DILIGENCE', 'RISK_ASSESSMENT')),
  case_id uuid REFERENCES cases (id),
  entity_id uuid REFERENCES entities (id),
  -- The stakeholder a due-diligence record is about.
  holder_id text,
  -- The first version's id: every version of one record shares it.
  record_key uuid NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  supersedes_id uuid REFERENCES compliance_records (id),
  company_eng_name text NOT NULL DEFAULT '',
  company_chi_name text NOT NULL DEFAULT '',
  record_name text NOT NULL DEFAULT '',
  details jsonb NOT NULL,
  rating text CHECK (rating IN ('LOW', 'MEDIUM', 'HIGH')),
  remarks text NOT NULL DEFAULT '',
  doc_ids uuid[] NOT NULL DEFAULT '{}',
  prepared_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (record_key, version),
  CHECK ((compliance_type = 'DUE_DILIGENCE') = (holder_id IS NOT NULL)),
  CHECK ((compliance_type = 'RISK_ASSESSMENT') = (rating IS NOT NULL))
);
-- One current version per record: a second writer of the same version fails instead of forking it.
CREATE UNIQUE INDEX compliance_records_next_idx ON compliance_records (supersedes_id) WHERE supersedes_id IS NOT NULL;
CREATE INDEX compliance_records_firm_idx ON compliance_records (firm_id, created_at DESC);
CREATE INDEX compliance_records_case_idx ON compliance_records (case_id, compliance_type, holder_id);

CREATE FUNCTION compliance_records_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'compliance records are kept as written: add a new version instead';
END;
$$;
CREATE TRIGGER compliance_records_no_change BEFORE UPDATE OR DELETE ON compliance_records
  FOR EACH ROW EXECUTE FUNCTION compliance_records_immutable();
