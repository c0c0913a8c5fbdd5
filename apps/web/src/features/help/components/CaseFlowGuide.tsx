import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import {
  CASE_TYPES,
  WORKFLOWS,
  type TCaseType,
  type TSideTaskSpec,
  type TStepSpec,
  type TTaskSpec,
} from '@portal/domain';

/** One task of a step: what it is, who does it, and what must hold before it completes. */
function TaskLine({ caseType, task }: { caseType: TCaseType; task: TTaskSpec | TSideTaskSpec }) {
  const { t } = useTranslation();
  const who =
    'per' in task && task.per
      ? t('help.flow.per', {
          who: t(`assigneeRole.${task.assignee}`),
          per: t(`help.flow.perKinds.${task.per}`),
        })
      : t(`assigneeRole.${task.assignee}`);
  const needs =
    task.checks.length > 0
      ? t('help.flow.needs', {
          list: task.checks.map((check) => t(`help.checks.${check}`)).join(t('help.flow.listSeparator')),
        })
      : t('help.flow.noCheck');
  return (
    <li>
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {t([`taskAction.${task.actionKey}_${caseType}`, `taskAction.${task.actionKey}`])}
      </Typography>
      <Typography component="span" sx={{ color: 'text.secondary' }}>
        {` · ${who}`}
      </Typography>
      <Typography variant="body2">{needs}</Typography>
    </li>
  );
}

function StepItem({ caseType, step }: { caseType: TCaseType; step: TStepSpec }) {
  const { t } = useTranslation();
  const notes = [
    step.waitsForLink ? t('help.flow.waitsForLink') : null,
    step.skipWhen ? t(`help.flow.skip.${step.skipWhen}`) : null,
    step.returnTo ? t('help.flow.returnTo', { step: t(`step.${step.returnTo}`) }) : null,
  ].filter((note): note is string => note !== null);
  return (
    <li>
      <Typography sx={{ fontWeight: 600 }}>{t(`step.${step.key}`)}</Typography>
      {step.tasks.length > 0 && (
        <Box component="ul" sx={{ my: 0.5, pl: 2.5, '& > li + li': { mt: 0.75 } }}>
          {step.tasks.map((task, i) => (
            <TaskLine key={`${task.actionKey}-${task.assignee}-${i}`} caseType={caseType} task={task} />
          ))}
        </Box>
      )}
      {notes.map((note) => (
        <Typography key={note} variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      ))}
    </li>
  );
}

/**
 * How each kind of case moves (issue 22 point 8), read from the domain's workflow tables so the help
 * cannot drift from what the engine does: its steps in order, each step's tasks with who does them
 * and what they need before they complete, and the tasks that run alongside.
 */
export default function CaseFlowGuide() {
  const { t } = useTranslation();
  return (
    <Box>
      {CASE_TYPES.map((caseType, index) => {
        const workflow = WORKFLOWS[caseType];
        return (
          <Accordion key={caseType} defaultExpanded={index === 0} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<IconChevronDown size={20} aria-hidden="true" />}>
              <Typography component="span" variant="h5">
                {t(`caseType.${caseType}`)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Box component="ol" sx={{ m: 0, pl: 3, '& > li + li': { mt: 1.5 } }}>
                {workflow.steps.map((step) => (
                  <StepItem key={step.key} caseType={caseType} step={step} />
                ))}
              </Box>
              {workflow.sideTasks.length > 0 && (
                <Box sx={{ mt: 2 }}>
                  <Typography sx={{ fontWeight: 600 }}>{t('help.flow.alongside')}</Typography>
                  <Box component="ul" sx={{ my: 0.5, pl: 2.5, '& > li + li': { mt: 0.75 } }}>
                    {workflow.sideTasks.map((task) => (
                      <TaskLine key={task.actionKey} caseType={caseType} task={task} />
                    ))}
                  </Box>
                </Box>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
