import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCaseRequestRequest, TCaseType } from '@portal/domain';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { SelectField } from '../../account-management/components/list-parts';
import { refreshCaseLists, requestCase } from '../api';
import { hasErrors, refusalMessage, serverFieldErrors, type TFieldErrors } from '../form-errors';
import { namesTheCompany } from '../new-case-form';
import {
  buildRequestBody,
  checkRequest,
  emptyRequestDraft,
  REMARKS_MAX_LENGTH,
  REQUEST_FIELDS,
  type TRequestDraft,
  type TRequestField,
} from '../request-form';
import { useFieldValidation } from '../use-field-validation';
import CompanyNameFields from './CompanyNameFields';
import EntityPicker from './EntityPicker';
import FormSection from './FormSection';
import ServicePicker, { SERVICE_PARAM, toServiceType } from './ServicePicker';

/**
 * A client asks one of their firms for a service: the firm (shown when there is only one), the
 * service, the company (proposed names, or one of their entities with that firm) and remarks.
 */
export default function NewRequestForm({ firms }: { firms: readonly { firmID: string; name: string }[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useSnackbar();
  const { problemMessage } = useFieldValidation();
  const [params, setParams] = useSearchParams();
  const serviceType = toServiceType(params.get(SERVICE_PARAM));
  const onlyFirm = firms.length === 1 ? firms[0] : undefined;
  const [draft, setDraft] = useState<TRequestDraft>(() => emptyRequestDraft(onlyFirm?.firmID));
  const [errors, setErrors] = useState<TFieldErrors<TRequestField>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (body: TCaseRequestRequest) => requestCase(body),
    onSuccess: async (detail) => {
      showSuccess(t('caseOpening.request.sent', { firm: detail.firmName }));
      await refreshCaseLists(queryClient);
      await navigate(`/view-cases/ongoing/${encodeURIComponent(detail.caseID)}`);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error, REQUEST_FIELDS);
      if (hasErrors(fields)) return setErrors(fields);
      const message = refusalMessage(error);
      if (message) setFormError(message);
      else showError(error);
    },
  });
  const busy = mutation.isPending;

  const update = (change: Partial<TRequestDraft>, fields: TRequestField[]) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };

  const chooseService = (type: TCaseType) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SERVICE_PARAM, type);
        return next;
      },
      { replace: true },
    );
    update({}, ['caseType']);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!serviceType) {
      setErrors({ caseType: t('caseOpening.errors.serviceRequired') });
      return;
    }
    const problems = checkRequest(serviceType, draft);
    const found: TFieldErrors<TRequestField> = {};
    for (const field of REQUEST_FIELDS) {
      found[field] = problemMessage(problems[field], field === 'remarks' ? REMARKS_MAX_LENGTH : undefined);
    }
    setErrors(found);
    if (hasErrors(found)) return;
    mutation.mutate(buildRequestBody(serviceType, draft));
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      <Stack spacing={3} divider={<Divider flexItem />}>
        <FormSection title={t('caseOpening.request.firmSection')}>
          {onlyFirm ? (
            <Typography>{t('caseOpening.request.onlyFirm', { firm: onlyFirm.name })}</Typography>
          ) : (
            <Box>
              <SelectField
                label={t('caseOpening.request.firm')}
                name="firmID"
                value={draft.firmID}
                options={[
                  { value: '', label: t('caseOpening.request.chooseFirm') },
                  ...firms.map((firm) => ({ value: firm.firmID, label: firm.name })),
                ]}
                // An entity belongs to one firm: choosing another firm clears it.
                onChange={(firmID) => update({ firmID, entity: null }, ['firmID', 'companyID'])}
                disabled={busy}
                minWidth={320}
              />
              {errors.firmID && <FormErrorNotice>{errors.firmID}</FormErrorNotice>}
            </Box>
          )}
        </FormSection>
        <FormSection title={t('caseOpening.service.label')}>
          <ServicePicker value={serviceType} onChange={chooseService} audience="client" disabled={busy} />
          {errors.caseType && <FormErrorNotice>{errors.caseType}</FormErrorNotice>}
        </FormSection>
        {serviceType && (
          <FormSection title={t('caseOpening.newCase.companySection')}>
            {namesTheCompany(serviceType) ? (
              <CompanyNameFields
                proposed={serviceType === 'MVP'}
                engName={draft.companyEngName}
                chiName={draft.companyChiName}
                onEngName={(companyEngName) =>
                  update({ companyEngName }, ['companyEngName', 'companyChiName'])
                }
                onChiName={(companyChiName) =>
                  update({ companyChiName }, ['companyEngName', 'companyChiName'])
                }
                engError={errors.companyEngName}
                chiError={errors.companyChiName}
                disabled={busy}
              />
            ) : draft.firmID ? (
              <EntityPicker
                key={draft.firmID}
                firmID={draft.firmID}
                value={draft.entity}
                onChange={(entity) => update({ entity }, ['companyID'])}
                error={errors.companyID}
                disabled={busy}
              />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>
                {t('caseOpening.request.chooseFirmFirst')}
              </Typography>
            )}
          </FormSection>
        )}
        <FormSection title={t('caseOpening.request.remarks')}>
          <OutlinedField
            label={t('caseOpening.request.remarks')}
            name="remarks"
            multiline
            rows={4}
            value={draft.remarks}
            onChange={(remarks) => update({ remarks }, ['remarks'])}
            error={errors.remarks}
            helperText={t('caseOpening.request.remarksHint')}
            disabled={busy}
          />
        </FormSection>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" color="secondary" size="large" loading={busy}>
            {t('caseOpening.request.submit')}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
