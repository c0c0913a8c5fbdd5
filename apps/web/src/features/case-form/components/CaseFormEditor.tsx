import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  checkCaseInformation,
  formMessage,
  ownershipOf,
  pickLanguage,
  type TFormIssue,
  type TFormMessageKey,
  type TReturnedReview,
  type TTask,
  FORM_MESSAGES,
} from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { TASK_KEYS } from '../../tasks/api';
import { submitCaseForm } from '../api';
import { CaseFormContext, type TCaseFormContext } from '../case-form-context';
import { FieldMarksContext } from '../field-marks';
import { focusPath, SECTIONS, sectionOf, withValueAt, type TDraft, type TSection } from '../draft-model';
import { problemPlace } from '../problem-labels';
import { useDraftAutosave } from '../use-draft-autosave';
import type { TEditorVariant } from '../editor-variant';
import { AddressSection, CapitalSection, CompanySection, ContactSection } from './BasicSections';
import OfficersSection from './OfficersSection';
import OwnershipSummary from './OwnershipSummary';
import ProblemList, { type TProblem } from './ProblemList';
import ReturnedRemarks from './ReturnedRemarks';
import SaveStatus from './SaveStatus';
import StakeholdersSection from './StakeholdersSection';

/** An individual's names, which the incorporation form records of each holder. */
const NAMES_FROM_DOCUMENT = ['engFirstName', 'engLastName', 'chiName'] as const;

function safeCheck(draft: TDraft, check: (draft: TDraft) => TFormIssue[]): TFormIssue[] {
  try {
    return check(draft);
  } catch {
    return [];
  }
}

/** The form itself: sections as tabs, the draft saved as it changes, the rules checked as the client types. */
export type { TEditorVariant };

export default function CaseFormEditor({
  task,
  storageKey,
  initial,
  restored,
  returned = null,
  variant = {},
}: {
  task: TTask;
  storageKey: string;
  initial: TDraft;
  restored: boolean;
  returned?: TReturnedReview | null;
  variant?: TEditorVariant;
}) {
  const { check = checkCaseInformation, onFieldEdit, holderExtra, markAt } = variant;
  const idDocumentFields = variant.idDocumentFields ?? NAMES_FROM_DOCUMENT;
  const { t, i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useSnackbar();
  const { draft, update, state, saveNow } = useDraftAutosave({
    caseID: task.caseID,
    storageKey,
    initial,
    restored,
  });
  const [section, setSection] = useState<TSection>('company');
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<TProblem[] | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  const issues = useMemo(() => safeCheck(draft, check), [draft, check]);
  const remarks = useMemo(
    () => new Map((returned?.fieldRemarks ?? []).map((r) => [r.path, r.remark])),
    [returned],
  );
  const ownership = useMemo(() => {
    try {
      return ownershipOf(draft);
    } catch {
      return null;
    }
  }, [draft]);
  const byPath = useMemo(() => {
    const map = new Map<string, TFormIssue[]>();
    for (const issue of issues) map.set(issue.path, [...(map.get(issue.path) ?? []), issue]);
    return map;
  }, [issues]);

  const context = useMemo<TCaseFormContext>(
    () => ({
      draft,
      update,
      setValue: (path, value) => {
        update((d) => withValueAt(d, path, value));
        onFieldEdit?.(path, draft);
      },
      issuesAt: (path) => byPath.get(path) ?? [],
      isShown: (path) => attempted || touched.has(path),
      touch: (path) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path))),
      language,
      remarkAt: (path) => remarks.get(path),
      holderExtra,
      idDocumentFields,
    }),
    [
      draft,
      update,
      byPath,
      attempted,
      touched,
      language,
      remarks,
      onFieldEdit,
      holderExtra,
      idDocumentFields,
    ],
  );

  const marksOf = useMemo(() => (markAt ? (path: string) => markAt(path, draft) : null), [markAt, draft]);

  const openProblem = useCallback((path: string) => {
    setSection(sectionOf(path));
    setFocusTarget(path);
  }, []);

  useEffect(() => {
    if (!focusTarget) return;
    const frame = requestAnimationFrame(() => {
      focusPath(focusTarget);
      setFocusTarget(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusTarget, section]);

  const clientProblems: TProblem[] = issues.map((issue) => ({
    path: issue.path,
    place: problemPlace(t, draft, issue.path),
    message: formMessage(issue.key, language),
  }));
  const problems = serverProblems ?? (attempted ? clientProblems : []);

  const submit = async () => {
    setAttempted(true);
    setServerProblems(null);
    if (issues.length > 0) {
      setFocusTarget('problems');
      return;
    }
    setSubmitting(true);
    try {
      await saveNow();
      const response = await submitCaseForm(task.taskID);
      if (variant.onCompleted) variant.onCompleted(response);
      else {
        showSuccess();
        void navigate(response.nextPath);
      }
      void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: ['cases'] });
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.details?.length) {
        setServerProblems(
          error.details.map((d) => {
            const key = d.reason as TFormMessageKey;
            return {
              path: d.field ?? '',
              place: problemPlace(t, draft, d.field ?? ''),
              message: key in FORM_MESSAGES ? formMessage(key, language) : (d.message ?? d.reason ?? ''),
            };
          }),
        );
        setFocusTarget('problems');
      } else {
        showError(error);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const countIn = (s: TSection) => (attempted ? issues.filter((i) => sectionOf(i.path) === s).length : 0);

  return (
    <CaseFormContext value={context}>
      <FieldMarksContext value={marksOf}>
        <MainCard>
          <Stack spacing={2}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Box>
                <Typography variant="h3" component="h1">
                  {variant.title ?? t('caseForm.title')}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  {draft.companyEngName || task.companyEngName || ''} · {task.caseRef}
                </Typography>
              </Box>
              <SaveStatus state={state} />
            </Stack>
            {restored && <Alert severity="info">{t('caseForm.save.restored')}</Alert>}
            {returned && (
              <ReturnedRemarks
                returned={returned}
                placeOf={(path) => problemPlace(t, draft, path)}
                onOpen={openProblem}
              />
            )}
            {variant.renderTop?.({ draft, update })}
            {problems.length > 0 && <ProblemList problems={problems} onOpen={openProblem} />}
            <Tabs
              value={section}
              onChange={(_e, value: TSection) => setSection(value)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('caseForm.sectionsLabel')}
            >
              {SECTIONS.map((s) => {
                const n = countIn(s);
                return (
                  <Tab
                    key={s}
                    value={s}
                    id={`cf-tab-${s}`}
                    aria-controls={`cf-panel-${s}`}
                    label={n > 0 ? `${t(`caseForm.sections.${s}`)} (${n})` : t(`caseForm.sections.${s}`)}
                  />
                );
              })}
            </Tabs>
            <Box
              role="tabpanel"
              id={`cf-panel-${section}`}
              aria-labelledby={`cf-tab-${section}`}
              sx={{ pt: 1 }}
            >
              {section === 'company' && (
                <Stack spacing={3}>
                  <CompanySection />
                  {variant.companyExtra}
                </Stack>
              )}
              {section === 'address' && <AddressSection />}
              {section === 'capital' && <CapitalSection />}
              {section === 'stakeholders' && <StakeholdersSection />}
              {section === 'officers' && <OfficersSection />}
              {section === 'contact' && <ContactSection />}
              {section === 'summary' && <OwnershipSummary result={ownership} />}
            </Box>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between' }}
            >
              <Stack direction="row" spacing={1}>
                <Button
                  disabled={section === SECTIONS[0]}
                  onClick={() =>
                    setSection(SECTIONS[Math.max(0, SECTIONS.indexOf(section) - 1)] ?? 'company')
                  }
                >
                  {t('caseForm.previous')}
                </Button>
                <Button
                  disabled={section === SECTIONS[SECTIONS.length - 1]}
                  onClick={() => setSection(SECTIONS[SECTIONS.indexOf(section) + 1] ?? 'summary')}
                >
                  {t('caseForm.next')}
                </Button>
              </Stack>
              <Button variant="contained" onClick={() => void submit()} disabled={submitting}>
                {variant.submitLabel ?? t('caseForm.submit.button')}
              </Button>
            </Stack>
          </Stack>
        </MainCard>
      </FieldMarksContext>
    </CaseFormContext>
  );
}
