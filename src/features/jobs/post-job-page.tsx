// /jobs/post-job (recruiter): the old portal's fields plus optional Requirements and
// Responsibilities (one per line), the work mode, and the salary as a minimum, a maximum, a currency
// and a period (the server writes the old SalaryRange text from them for old clients). Needs the
// network: it is not queued, and says so offline.
import { Button, chakra, Container, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { type JobType, jobTypes } from '../../../contract/constants.ts';
import {
  type Currency,
  currencies,
  type SalaryPeriod,
  salaryPeriods,
  type WorkMode,
  workModeLabels,
  workModes,
} from '../../../contract/job-query.ts';
import { postJobBody, type PostJobInput } from '../../../contract/jobs.ts';
import { isApiError, isNetworkError } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';
import { accountQueryOptions } from '../../lib/account-query.ts';
import { isOffline } from '../../offline/index.ts';
import { toast } from '../../ui/toaster/toast.ts';
import { usePostJob } from './api-writes.ts';
import { Field as FormField, FormMessage, Input } from '../../ui/form-field.tsx';
import { Select, Textarea } from '../../ui/form-field-more.tsx';
import { PageTitle } from '../../ui/screen.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';

type Field = keyof Omit<PostJobInput, 'JobType'> | 'JobType';
type Values = Record<Field, string>;

const empty: Values = {
  JobTitle: '',
  CompanyName: '',
  Location: '',
  SalaryRange: '',
  SalaryMin: '',
  SalaryMax: '',
  SalaryCurrency: '',
  SalaryPeriod: 'year',
  WorkMode: '',
  JobType: 'Full-Time',
  RequiredSkills: '',
  ExperienceLevel: '',
  ApplicationDeadline: '',
  JobDescription: '',
  Requirements: '',
  Responsibilities: '',
};

const periodLabels: Record<SalaryPeriod, string> = { year: 'Year', month: 'Month', hour: 'Hour' };

const OFFLINE = "You're offline. Posting a job needs the network — try again when you're back online.";

/** The contract's own checks, field by field, before anything is sent. */
function fieldErrors(body: PostJobInput): Partial<Record<Field, string>> {
  const parsed = postJobBody.safeParse(body);
  const errors: Partial<Record<Field, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return errors;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

function toBody(v: Values): PostJobInput {
  const requirements = lines(v.Requirements);
  const responsibilities = lines(v.Responsibilities);
  return {
    JobTitle: v.JobTitle,
    CompanyName: v.CompanyName,
    Location: v.Location,
    SalaryMin: v.SalaryMin,
    SalaryMax: v.SalaryMax,
    SalaryCurrency: v.SalaryCurrency as Currency,
    SalaryPeriod: v.SalaryPeriod as SalaryPeriod,
    WorkMode: v.WorkMode as WorkMode,
    JobType: v.JobType as JobType,
    // RequiredSkills is typed comma-separated and split on commas.
    RequiredSkills: v.RequiredSkills.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    ExperienceLevel: v.ExperienceLevel,
    ApplicationDeadline: v.ApplicationDeadline,
    JobDescription: v.JobDescription,
    ...(requirements.length ? { Requirements: requirements } : {}),
    ...(responsibilities.length ? { Responsibilities: responsibilities } : {}),
  };
}

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function PostJobPage() {
  const session = useSession();
  const account = useQuery(accountQueryOptions(session?.role, session?.user._id));
  const company = typeof account.data?.currentCompany === 'string' ? account.data.currentCompany : '';
  const [values, setValues] = useState<Values>(empty);
  const [touchedCompany, setTouchedCompany] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const post = usePostJob();
  const navigate = useNavigate();

  // The company name starts as the recruiter's own company, until they type another.
  useEffect(() => {
    if (company && !touchedCompany) setValues((v) => (v.CompanyName ? v : { ...v, CompanyName: company }));
  }, [company, touchedCompany]);
  const shown = values;
  const set = (field: Field) => (e: { target: { value: string } }) => {
    if (field === 'CompanyName') setTouchedCompany(true);
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((er) => ({ ...er, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    // Bring the message into view: the field it is about, or the note above the form.
    const reveal = () =>
      requestAnimationFrame(() => {
        const target = form.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
        target?.scrollIntoView?.({ block: 'center' });
        if (target?.matches('input, textarea, select')) target.focus();
      });
    setFormError(null);
    if (isOffline()) {
      setFormError(OFFLINE);
      return reveal();
    }
    const body = toBody(shown);
    const invalid = fieldErrors(body);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return reveal();
    post.mutate(body, {
      onSuccess: async (res) => {
        toast({ title: res.message || 'Job posted successfully', type: 'success' });
        await navigate({ to: '/jobs' });
      },
      onError: (err) => {
        setFormError(isNetworkError(err) ? OFFLINE : isApiError(err) ? err.message : 'Something went wrong');
        reveal();
      },
    });
  }

  const text = (
    field: Field,
    label: string,
    extra: { hint?: string; optional?: boolean; type?: string; placeholder?: string; min?: string } = {},
  ) => (
    <FormField label={label} hint={extra.hint} optional={extra.optional} error={errors[field]}>
      {(ids) => (
        <Input
          {...ids}
          name={field}
          type={extra.type ?? 'text'}
          value={shown[field]}
          onChange={set(field)}
          placeholder={extra.placeholder}
          min={extra.min}
        />
      )}
    </FormField>
  );
  const select = (
    field: Field,
    label: string,
    options: readonly string[],
    extra: { labels?: Record<string, string>; placeholder?: string; hint?: string } = {},
  ) => (
    <FormField label={label} hint={extra.hint} error={errors[field]}>
      {(ids) => (
        <Select
          {...ids}
          name={field}
          value={shown[field]}
          onChange={set(field)}
          options={options}
          labels={extra.labels}
          placeholder={extra.placeholder}
        />
      )}
    </FormField>
  );
  const area = (field: Field, label: string, hint: string, optional = false, rows = 4) => (
    <FormField label={label} hint={hint} optional={optional} error={errors[field]}>
      {(ids) => <Textarea {...ids} name={field} rows={rows} value={shown[field]} onChange={set(field)} />}
    </FormField>
  );

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <ButtonLink to="/jobs" variant="ghost" size="sm" mb="4" ms="-2">
        ← Back to jobs
      </ButtonLink>
      <PageTitle mb="6">Post a Job</PageTitle>
      <chakra.form
        onSubmit={onSubmit}
        noValidate
        borderWidth="1px"
        rounded="xl"
        bg="bg.panel"
        p={{ base: '4', md: '6' }}
      >
        <FormMessage message={formError} mt="0" mb="4" />
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {text('JobTitle', 'Job Title', { placeholder: 'Senior Frontend Engineer' })}
            {text('CompanyName', 'Company Name')}
            {text('Location', 'Location', { placeholder: 'Remote, Berlin, …' })}
            {select('WorkMode', 'Work Mode', workModes, {
              labels: workModeLabels,
              placeholder: 'As the location says',
              hint: 'A location of "Remote" means remote',
            })}
            <FormField label="Job Type" error={errors.JobType}>
              {(ids) => (
                <Select
                  {...ids}
                  name="JobType"
                  value={shown.JobType}
                  onChange={set('JobType')}
                  options={jobTypes}
                />
              )}
            </FormField>
            {text('ExperienceLevel', 'Experience Level', { optional: true, placeholder: '3+ years' })}
            {text('ApplicationDeadline', 'Application Deadline', { type: 'date', min: todayIso() })}
            {text('RequiredSkills', 'Required Skills', {
              hint: 'Separate skills with commas',
              placeholder: 'React, TypeScript',
            })}
          </SimpleGrid>
          <chakra.fieldset>
            <chakra.legend fontWeight="medium" mb="2">
              Salary{' '}
              <chakra.span color="fg.muted" fontWeight="normal">
                (optional)
              </chakra.span>
            </chakra.legend>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
              {text('SalaryMin', 'Minimum', { type: 'number', min: '0', placeholder: '50000' })}
              {text('SalaryMax', 'Maximum', { type: 'number', min: '0', placeholder: '60000' })}
              {select('SalaryCurrency', 'Currency', currencies, { placeholder: 'Choose' })}
              {select('SalaryPeriod', 'Per', salaryPeriods, { labels: periodLabels })}
            </SimpleGrid>
          </chakra.fieldset>
          {area('JobDescription', 'Job Description', 'What the role is about', false, 6)}
          {area('Requirements', 'Requirements', 'One per line', true)}
          {area('Responsibilities', 'Responsibilities', 'One per line', true)}
          <Button
            type="submit"
            colorPalette="blue"
            loading={post.isPending}
            loadingText="Posting..."
            alignSelf={{ base: 'stretch', sm: 'end' }}
          >
            Post Job
          </Button>
        </Stack>
      </chakra.form>
    </Container>
  );
}
