import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LIMITS,
  type TCaseDetail,
  type TCaseType,
  type TCreateCaseRequest,
  type TUserProfile,
} from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { createCase, refreshCaseLists } from '../api';
import { hasErrors, refusalMessage, serverFieldErrors, type TFieldErrors } from '../form-errors';
import {
  asksForClient,
  buildCreateCaseBody,
  checkNewCase,
  emptyNewCaseDraft,
  invitationMailedOnOpening,
  namesTheCompany,
  NEW_CASE_FIELDS,
  type TNewCaseDraft,
  type TNewCaseField,
} from '../new-case-form';
import { useFieldValidation } from '../use-field-validation';
import ClientFields from './ClientFields';
import CompanyNameFields from './CompanyNameFields';
import EntityPicker from './EntityPicker';
import FormSection from './FormSection';
import StaffInChargeField from './StaffInChargeField';

/** Where a new case is shown: the pending page while it waits for its client, else the case. */
export const openedCasePath = (detail: TCaseDetail): string =>
  detail.pendingClientOnboard
    ? `/view-cases/pending-client-onboard/${encodeURIComponent(detail.caseID)}`
    : `/view-cases/ongoing/${encodeURIComponent(detail.caseID)}`;

/**
 * Staff open a case of the chosen service: the company (names, or an active entity), the client
 * to invite where the case needs one, and who is in charge. What was typed stays when the service
 * changes or the server refuses.
 */
export default function AddNewCaseForm({
  serviceType,
  user,
}: {
  serviceType: TCaseType;
  user: TUserProfile;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useSnackbar();
  const { problemMessage } = useFieldValidation();
  const [draft, setDraft] = useState<TNewCaseDraft>(() =>
    emptyNewCaseDraft(toLanguage(i18n.resolvedLanguage ?? i18n.language)),
  );
  const [errors, setErrors] = useState<TFieldErrors<TNewCaseField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Messages belong to the service they were found for; the typed values stay.
  const [checkedService, setCheckedService] = useState(serviceType);
  if (checkedService !== serviceType) {
    setCheckedService(serviceType);
    setErrors({});
    setFormError(null);
  }

  const mutation = useMutation({
    mutationFn: (body: TCreateCaseRequest) => createCase(body),
    onSuccess: async (detail, body) => {
      const email = body.client?.email;
      showSuccess(
        invitationMailedOnOpening(body) && email
          ? t('caseOpening.newCase.openedInvited', { email })
          : body.caseType === 'EM' && email
            ? t('caseOpening.newCase.openedInviteLater', { email })
            : t('caseOpening.newCase.opened'),
      );
      await refreshCaseLists(queryClient);
      await navigate(openedCasePath(detail));
    },
    onError: (error) => {
      const fields = serverFieldErrors(error, NEW_CASE_FIELDS);
      if (hasErrors(fields)) return setErrors(fields);
      const message = refusalMessage(error);
      if (message) setFormError(message);
      else showError(error);
    },
  });
  const busy = mutation.isPending;

  const update = (change: Partial<TNewCaseDraft>, fields: TNewCaseField[]) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const problems = checkNewCase(serviceType, draft);
    const found: TFieldErrors<TNewCaseField> = {};
    for (const field of NEW_CASE_FIELDS) {
      found[field] = problemMessage(
        problems[field],
        field === 'client.email' ? LIMITS.emailMaxLength : undefined,
      );
    }
    setErrors(found);
    if (hasErrors(found)) return;
    mutation.mutate(buildCreateCaseBody(serviceType, draft));
  };

  const showsClient = asksForClient(serviceType, draft.entity);
  const clientError = errors.client;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      <Stack spacing={3} divider={<Divider flexItem />}>
        <FormSection title={t('caseOpening.newCase.companySection')}>
          {namesTheCompany(serviceType) ? (
            <CompanyNameFields
              proposed={serviceType === 'MVP'}
              engName={draft.companyEngName}
              chiName={draft.companyChiName}
              onEngName={(companyEngName) => update({ companyEngName }, ['companyEngName', 'companyChiName'])}
              onChiName={(companyChiName) => update({ companyChiName }, ['companyEngName', 'companyChiName'])}
              engError={errors.companyEngName}
              chiError={errors.companyChiName}
              disabled={busy}
            />
          ) : (
            <EntityPicker
              value={draft.entity}
              onChange={(entity) => update({ entity }, ['companyID', 'client'])}
              error={errors.companyID}
              disabled={busy}
            />
          )}
        </FormSection>
        <FormSection title={t('caseOpening.newCase.clientSection')}>
          {clientError && <FormErrorNotice>{clientError}</FormErrorNotice>}
          {showsClient ? (
            <>
              <Alert severity="info">
                {serviceType === 'EM'
                  ? t('caseOpening.newCase.inviteNoteLater')
                  : namesTheCompany(serviceType)
                    ? t('caseOpening.newCase.inviteNote')
                    : t('caseOpening.newCase.inviteNoteEntity')}
              </Alert>
              <ClientFields
                values={draft}
                onChange={(change) =>
                  update(change, ['client', 'client.email', 'client.engFirstName', 'client.engLastName'])
                }
                errors={{
                  email: errors['client.email'],
                  engFirstName: errors['client.engFirstName'],
                  engLastName: errors['client.engLastName'],
                }}
                disabled={busy}
              />
            </>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              {draft.entity
                ? t('caseOpening.newCase.entityHasClient')
                : t('caseOpening.newCase.chooseEntityFirst')}
            </Typography>
          )}
        </FormSection>
        <FormSection title={t('caseOpening.staffInCharge.label')}>
          <StaffInChargeField
            user={user}
            value={draft.staffInChargeUserID}
            onChange={(staffInChargeUserID) => update({ staffInChargeUserID }, ['staffInChargeUserID'])}
            error={errors.staffInChargeUserID}
            disabled={busy}
          />
        </FormSection>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" color="secondary" size="large" loading={busy}>
            {t('caseOpening.newCase.submit')}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
