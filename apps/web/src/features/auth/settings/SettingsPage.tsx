import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatPhone,
  limits,
  normalisePhone,
  userSettingsSchema,
  type Envelope,
  type EndpointAnswerData,
  type LogInSettings,
  type UserSettingsForm,
} from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { usePageTitle } from '../../../components/usePageTitle';
import { call } from '../../../lib/http';
import { getStored, setStored } from '../../../lib/storage';
import { toastSuccess } from '../../../lib/toast';
import { hasTokens, tokenPairOf } from '../api';
import { useExistenceCheck, type ExistenceKind } from '../useExistenceCheck';
import { bySchema, firstIssues, useFields } from '../useFields';
import { userSettingsKey, useUserSettings } from './api';
import { VerifyIdentityModal, type Verification } from './VerifyIdentityModal';
import { PendingContactChange } from './PendingContactChange';
import { AlternateEmailStatus } from './AlternateEmailStatus';
import { CloseAccount } from './CloseAccount';
import { DownloadMyData } from './DownloadMyData';
import { LanguageSetting } from './LanguageSetting';
import { SigningRemindersSetting } from '../../signing-reminders/SigningRemindersSetting';
import { GettingPaidSetting } from '../../getting-paid/GettingPaidSetting';
import { LazyIntegrationsSetting } from '../../integrations/LazyIntegrationsSetting';
import { FormSection } from '../../../components/FormSection';

const switchNames = [
  'EnableEmailTwoFactor',
  'EnableSmsTwoFactor',
  'ReceiveGeneralEmailNotifications',
  'ReceiveGeneralAlternateEmailNotifications',
  'ReceiveGeneralSmsNotifications',
] as const;
type SwitchName = (typeof switchNames)[number];

type TextValues = Record<
  | 'FirstName'
  | 'LastName'
  | 'Email'
  | 'AlternateEmail'
  | 'PhoneNumber'
  | 'Password'
  | 'NewPassword'
  | 'ConfirmPassword',
  string
>;

type SaveAnswer = Envelope<EndpointAnswerData<typeof authApi.updateUserSettings>>;

type SaveOutcome = 'saved' | 'verify' | 'failed';

function SettingsForm({ settings }: { settings: LogInSettings }) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const [username] = useState(() => getStored('user')?.UserName ?? '');
  const [searchParams] = useSearchParams();
  /** The code of the link emailed to a new address. */
  const linkCode = searchParams.get('code') ?? undefined;
  const shape = userSettingsSchema.shape;
  const fields = useFields<TextValues>(
    {
      FirstName: settings.FirstName ?? '',
      LastName: settings.LastName ?? '',
      Email: settings.Email ?? '',
      AlternateEmail: settings.AlternateEmail ?? '',
      // Stored as digits, read as 647-555-0199; any spelling is accepted back (sign-up's rule).
      PhoneNumber: formatPhone(settings.PhoneNumber, i18n.language),
      Password: '',
      NewPassword: '',
      ConfirmPassword: '',
    },
    {
      FirstName: bySchema(shape.FirstName),
      LastName: bySchema(shape.LastName),
      Email: bySchema(shape.Email),
      AlternateEmail: bySchema(shape.AlternateEmail),
      PhoneNumber: bySchema(shape.PhoneNumber),
      NewPassword: bySchema(shape.NewPassword),
      ConfirmPassword: (value, all) =>
        !all.NewPassword || value === all.NewPassword ? undefined : 'registerPasswordsMismatch',
    },
  );
  const [switches, setSwitches] = useState<Record<SwitchName, boolean>>(
    () =>
      Object.fromEntries(switchNames.map((name) => [name, Boolean(settings[name])])) as Record<
        SwitchName,
        boolean
      >,
  );
  const existence = useExistenceCheck();
  /** Doc 1 §7: the existence check is skipped for the user's own email and phone. */
  const isOwn = (kind: ExistenceKind, value: string) =>
    kind === 'email'
      ? value.trim().toLowerCase() === (settings.Email ?? '').toLowerCase()
      : normalisePhone(value) === normalisePhone(settings.PhoneNumber ?? '');
  const checkedInput = (field: 'Email' | 'PhoneNumber') => {
    const kind: ExistenceKind = field === 'Email' ? 'email' : 'phone';
    const props = fields.input(field, {
      onValidBlur: (value) => {
        if (!isOwn(kind, value)) void existence.check(kind, value);
      },
    });
    const value = fields.values[field];
    return {
      ...props,
      error: props.error ?? (isOwn(kind, value) ? undefined : existence.errorFor(kind, value)),
    };
  };
  const [busy, setBusy] = useState(false);
  const [noChanges, setNoChanges] = useState(false);
  /** The checked form waiting for identity verification, and where a code may go. */
  const [pending, setPending] = useState<{ form: UserSettingsForm; accounts: string[] } | null>(null);

  /** The form as the server takes it, checked with the shared schema (first failure under its field). */
  const checkedForm = (): UserSettingsForm | null => {
    const { values } = fields;
    const changingPassword = values.NewPassword !== '';
    const result = userSettingsSchema.safeParse({
      FirstName: values.FirstName,
      LastName: values.LastName,
      Email: values.Email,
      AlternateEmail: values.AlternateEmail,
      PhoneNumber: values.PhoneNumber,
      ...switches,
      ...(changingPassword
        ? {
            Password: values.Password,
            NewPassword: values.NewPassword,
            ConfirmPassword: values.ConfirmPassword,
          }
        : {}),
    });
    if (!result.success) {
      const [field, key] = Object.entries(firstIssues(result.error))[0] ?? [];
      fields.setErrors(field && key ? { [field]: key } : {});
      return null;
    }
    if (changingPassword && !values.Password) {
      // A new password needs the current one.
      fields.setErrors({ Password: 'authPasswordRequired' });
      return null;
    }
    fields.setErrors({});
    return result.data;
  };

  /** Names, email and phone may have changed: re-read the user info and the settings. */
  const reload = async () => {
    const info = await call(authApi.userInfo, undefined, { toast: false });
    if (info.Type === 200 && info.Data) setStored('user', info.Data);
    await queryClient.invalidateQueries({ queryKey: userSettingsKey });
  };

  const saved = async ({ Content: content, Code, Data: data }: SaveAnswer) => {
    if (Code === 'noChangesMade') {
      setNoChanges(true);
      return;
    }
    toastSuccess(content || t('messages:settingsSaved'));
    if (hasTokens(data)) setStored('token', tokenPairOf(data));
    await reload();
  };

  const send = async (form: UserSettingsForm, verification?: Verification): Promise<SaveOutcome> => {
    setNoChanges(false);
    const answer = await call(authApi.updateUserSettings, { ...form, ...verification });
    if (answer.Type === 203) {
      const accounts = answer.Data && 'Accounts' in answer.Data ? answer.Data.Accounts : [];
      setPending({ form, accounts });
      return 'verify';
    }
    if (answer.Type !== 200) return 'failed';
    setPending(null);
    await saved(answer);
    return 'saved';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = checkedForm();
    if (!form) return;
    setBusy(true);
    await send(form);
    setBusy(false);
  };

  const confirmIdentity = async (verification: Verification) => {
    if (!pending) return false;
    const outcome = await send(pending.form, verification);
    return outcome !== 'verify';
  };

  const toggle = (name: SwitchName, label: string) => (
    <Switch
      label={label}
      checked={switches[name]}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setSwitches((previous) => ({ ...previous, [name]: checked }));
      }}
    />
  );

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <FormSection title={t('settings.personalTitle')}>
            {username && (
              <TextInput label={t('settings.usernameLabel')} value={username} readOnly variant="filled" />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('settings.firstNameLabel')}
                autoComplete="given-name"
                maxLength={limits.nameMaxLength}
                {...fields.input('FirstName')}
              />
              <TextInput
                label={t('settings.lastNameLabel')}
                autoComplete="family-name"
                maxLength={limits.nameMaxLength}
                {...fields.input('LastName')}
              />
            </SimpleGrid>
          </FormSection>

          <FormSection title={t('settings.contactTitle')}>
            <TextInput
              label={t('settings.emailLabel')}
              type="email"
              autoComplete="email"
              maxLength={limits.emailMaxLength}
              {...checkedInput('Email')}
            />
            {settings.PendingEmail && (
              <PendingContactChange
                kind="email"
                address={settings.PendingEmail}
                current={settings.Email}
                initialCode={linkCode}
                onChanged={reload}
              />
            )}
            <TextInput
              label={t('settings.alternateEmailLabel')}
              description={t('settings.alternateEmailHint')}
              type="email"
              maxLength={limits.emailMaxLength}
              {...fields.input('AlternateEmail')}
            />
            <AlternateEmailStatus
              address={settings.AlternateEmail}
              verified={settings.AlternateEmailVerified}
            />
            <TextInput
              label={t('settings.phoneLabel')}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              maxLength={limits.phoneMaxLength}
              {...checkedInput('PhoneNumber')}
            />
            {settings.PendingPhoneNumber && (
              <PendingContactChange
                kind="phone"
                address={settings.PendingPhoneNumber}
                current={settings.PhoneNumber}
                onChanged={reload}
              />
            )}
          </FormSection>

          <FormSection title={t('settings.twoFactorTitle')} lead={t('settings.twoFactorLead')}>
            {toggle('EnableEmailTwoFactor', t('settings.emailTwoFactor'))}
            {toggle('EnableSmsTwoFactor', t('settings.smsTwoFactor'))}
          </FormSection>

          <FormSection title={t('settings.notificationsTitle')}>
            {toggle('ReceiveGeneralEmailNotifications', t('settings.emailNotifications'))}
            {toggle('ReceiveGeneralAlternateEmailNotifications', t('settings.alternateEmailNotifications'))}
            {toggle('ReceiveGeneralSmsNotifications', t('settings.smsNotifications'))}
          </FormSection>

          <FormSection title={t('settings.passwordTitle')} lead={t('settings.passwordLead')}>
            <PasswordInput
              label={t('settings.currentPasswordLabel')}
              autoComplete="current-password"
              {...fields.input('Password')}
            />
            <PasswordInput
              label={t('settings.newPasswordLabel')}
              description={t('auth.passwordHint')}
              autoComplete="new-password"
              {...fields.input('NewPassword')}
            />
            <PasswordInput
              label={t('settings.confirmPasswordLabel')}
              autoComplete="new-password"
              {...fields.input('ConfirmPassword')}
            />
          </FormSection>

          {noChanges && (
            <Alert color="gray" variant="light" role="status">
              {t('messages:noChangesMade')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} size="md">
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {pending && (
        <VerifyIdentityModal
          opened
          accounts={pending.accounts}
          onClose={() => setPending(null)}
          onConfirm={confirmIdentity}
        />
      )}
    </>
  );
}

/** Log-In Settings, /Settings (doc 3 §2/§3/§5). */
export function SettingsPage() {
  const { t } = useTranslation(['ui', 'messages']);
  usePageTitle(t('screens.settings'));
  const settings = useUserSettings();

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('screens.settings')}
        </Title>
        <Text c="dimmed">{t('settings.lead')}</Text>
      </Stack>
      {settings.isPending ? (
        <Center mih={200} role="status" aria-label={t('app.loading')}>
          <Loader />
        </Center>
      ) : settings.isError ? (
        <LoadError
          title={t('settings.loadError')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
      )}
      <LanguageSetting />
      <SigningRemindersSetting />
      <GettingPaidSetting />
      <LazyIntegrationsSetting />
      <DownloadMyData />
      <CloseAccount />
    </Stack>
  );
}
