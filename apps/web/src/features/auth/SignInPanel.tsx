import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  accountIdentifierSchema,
  codeLoginSchema,
  hasCode,
  loginSchema,
  resetPasswordSchema,
} from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { call } from '../../lib/http';
import { toastSuccess } from '../../lib/toast';
import { hasTokens } from './api';
import { SendCodeButton, useSendCode } from './SendCodeButton';
import { useCompleteSignIn } from './useCompleteSignIn';
import { bySchema, useFields, type Validator } from './useFields';
import { useResendTimer } from './useResendTimer';

/** Doc 1 §2: password login, code login (toggled with it), preset, forgot password and reset. */
export type SignInView = 'password' | 'code' | 'preset' | 'forgot' | 'reset';

export interface SignInPanelProps {
  /** s=preset: the code-confirm view for the phone number an activation link confirmed. */
  preset?: boolean;
  /** Prefilled account: the preset phone number, or the home page's `usr`. */
  account?: string;
}

const initialValues = { account: '', password: '', code: '', newPassword: '', confirmPassword: '' };
type Values = typeof initialValues;

const usernameCheck = bySchema<Values>(loginSchema.shape.account);
const identifierCheck = bySchema<Values>(accountIdentifierSchema);

function ViewHeading({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz="h3">
        {children}
      </Title>
      {lead && <Text c="dimmed">{lead}</Text>}
    </Stack>
  );
}

export function SignInPanel({ preset = false, account = '' }: SignInPanelProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const completeSignIn = useCompleteSignIn();
  const timer = useResendTimer({ startNow: preset });
  const { send, sending } = useSendCode(timer);
  const [view, setView] = useState<SignInView>(preset ? 'preset' : 'password');
  const [busy, setBusy] = useState(false);
  const [notActivated, setNotActivated] = useState(false);
  /** After a password sign-in answered 203: the ticket for login2fa and where the code went (masked). */
  const [challenge, setChallenge] = useState<{ ticket: string; sent: string[] } | null>(null);
  const [resetDone, setResetDone] = useState(false);

  const fields = useFields<Values>(
    { ...initialValues, account },
    {
      // The password view accepts a username too; the code views need an email or a mobile number.
      account: (view === 'password' ? usernameCheck : identifierCheck) as Validator<Values>,
      password: bySchema(loginSchema.shape.password),
      code: bySchema(codeLoginSchema.shape.token),
      newPassword: bySchema(resetPasswordSchema.shape.password),
      confirmPassword: (value, all) => (value === all.newPassword ? undefined : 'registerPasswordsMismatch'),
    },
  );
  const { values } = fields;

  const show = (next: SignInView) => {
    setView(next);
    setNotActivated(false);
    setChallenge(null);
    fields.setErrors({});
  };

  const sendCode = async () => {
    // Two-factor: a new code comes with a new password sign-in (a code alone never signs in).
    if (challenge) {
      await signInWithPassword();
      return true;
    }
    if (!fields.validate(['account'])) return false;
    return send(values.account);
  };

  async function signInWithPassword() {
    if (!fields.validate(['account', 'password'])) return;
    setBusy(true);
    setNotActivated(false);
    const answer = await call(authApi.login, {
      account: values.account.trim(),
      password: values.password,
    });
    if (answer.Type === 200 && hasTokens(answer.Data)) {
      await completeSignIn(answer.Data);
      setBusy(false);
      return;
    }
    setBusy(false);
    const target = answer.Data && 'Ticket' in answer.Data ? answer.Data : undefined;
    if (answer.Type === 203 && target) {
      // Two-factor sign-in: the server sent a code; the code view takes over with the account typed.
      show('code');
      fields.setValues((previous) => ({ ...previous, code: '' }));
      setChallenge({ ticket: target.Ticket, sent: target.Sent });
      timer.start();
      return;
    }
    if (hasCode(answer, 'accountNotActivated')) setNotActivated(true);
  }

  const signInWithCode = async () => {
    if (!fields.validate(['account', 'code'])) return;
    setBusy(true);
    const answer = await call(authApi.login2fa, {
      account: values.account.trim(),
      token: values.code.trim(),
      ...(challenge ? { ticket: challenge.ticket } : {}),
    });
    if (answer.Type === 200 && hasTokens(answer.Data)) {
      if (view === 'preset') toastSuccess(t('messages:registerSuccessfulTitle'));
      await completeSignIn(answer.Data);
    }
    setBusy(false);
    // A code alone for an account with two-factor on: the toast says why; the password comes first.
    if (hasCode(answer, 'twoFactorPasswordFirst')) show('password');
  };

  const requestReset = async () => {
    if (await sendCode()) show('reset');
  };

  const resetPassword = async () => {
    if (!fields.validate(['account', 'code', 'newPassword', 'confirmPassword'])) return;
    setBusy(true);
    const answer = await call(authApi.resetPassword, {
      account: values.account.trim(),
      token: values.code.trim(),
      password: values.newPassword,
      confirmPassword: values.confirmPassword,
    });
    setBusy(false);
    if (answer.Type === 200) setResetDone(true);
  };

  const closeResetDialog = () => {
    setResetDone(false);
    fields.setValues((previous) => ({
      ...previous,
      password: '',
      code: '',
      newPassword: '',
      confirmPassword: '',
    }));
    show('password');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (view === 'password') void signInWithPassword();
    else if (view === 'code' || view === 'preset') void signInWithCode();
    else if (view === 'forgot') void requestReset();
    else void resetPassword();
  };

  const accountInput = (label: string, readOnly = false) => (
    <TextInput
      label={label}
      autoComplete="username"
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      {...fields.input('account')}
    />
  );
  const codeInput = (
    <TextInput
      label={t('auth.codeLabel')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={20}
      // After a password sign-in asked for a code, the code is what the user types next.
      data-autofocus={challenge ? true : undefined}
      autoFocus={Boolean(challenge)}
      {...fields.input('code')}
    />
  );
  const sendButton = (
    <Group justify="flex-end">
      <SendCodeButton timer={timer} loading={sending} onClick={() => void sendCode()} />
    </Group>
  );
  const toggle = (label: string, next: SignInView) => (
    <Anchor component="button" type="button" onClick={() => show(next)} size="sm">
      {label}
    </Anchor>
  );

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {view === 'password' && (
            <>
              <ViewHeading>{t('auth.passwordViewTitle')}</ViewHeading>
              {accountInput(t('auth.accountLabel'))}
              <PasswordInput
                label={t('auth.passwordLabel')}
                autoComplete="current-password"
                {...fields.input('password')}
              />
              {notActivated && (
                <Alert color="yellow" variant="light">
                  {t('messages:accountNotActivated')}
                </Alert>
              )}
              <Button type="submit" loading={busy}>
                {t('auth.signInButton')}
              </Button>
              <Group justify="space-between" gap="xs">
                {toggle(t('auth.useCode'), 'code')}
                {toggle(t('auth.forgotPassword'), 'forgot')}
              </Group>
            </>
          )}

          {view === 'code' && (
            <>
              <ViewHeading
                lead={challenge ? t('auth.codeSentTo', { account: challenge.sent.join(', ') }) : undefined}
              >
                {challenge ? t('messages:identityVerificationRequired') : t('auth.codeViewTitle')}
              </ViewHeading>
              {accountInput(t('auth.codeAccountLabel'), challenge !== null)}
              {sendButton}
              {codeInput}
              <Button type="submit" loading={busy}>
                {t('auth.signInButton')}
              </Button>
              <Group justify="space-between" gap="xs">
                {toggle(t('auth.usePassword'), 'password')}
                {toggle(t('auth.forgotPassword'), 'forgot')}
              </Group>
            </>
          )}

          {view === 'preset' && (
            <>
              <ViewHeading lead={t('auth.presetLead', { account: values.account })}>
                {t('auth.presetViewTitle')}
              </ViewHeading>
              {accountInput(t('auth.phoneLabel'), account !== '')}
              {codeInput}
              {sendButton}
              <Button type="submit" loading={busy}>
                {t('auth.confirmButton')}
              </Button>
              <Group gap="xs">{toggle(t('auth.usePassword'), 'password')}</Group>
            </>
          )}

          {view === 'forgot' && (
            <>
              <ViewHeading lead={t('auth.forgotLead')}>{t('auth.forgotViewTitle')}</ViewHeading>
              {accountInput(t('auth.codeAccountLabel'))}
              <Button type="submit" loading={sending} disabled={timer.secondsLeft > 0}>
                {timer.secondsLeft > 0
                  ? t('auth.resendIn', { seconds: timer.secondsLeft })
                  : t('auth.getCode')}
              </Button>
              <Group gap="xs">{toggle(t('auth.backToSignIn'), 'password')}</Group>
            </>
          )}

          {view === 'reset' && (
            <>
              <ViewHeading lead={t('auth.resetLead', { account: values.account })}>
                {t('auth.resetViewTitle')}
              </ViewHeading>
              {accountInput(t('auth.codeAccountLabel'), true)}
              {codeInput}
              {sendButton}
              <PasswordInput
                label={t('auth.newPasswordLabel')}
                description={t('auth.passwordHint')}
                autoComplete="new-password"
                {...fields.input('newPassword')}
              />
              <PasswordInput
                label={t('auth.confirmNewPasswordLabel')}
                autoComplete="new-password"
                {...fields.input('confirmPassword')}
              />
              <Button type="submit" loading={busy}>
                {t('auth.resetButton')}
              </Button>
              <Group gap="xs">{toggle(t('auth.backToSignIn'), 'password')}</Group>
            </>
          )}
        </Stack>
      </form>
      <AppModal
        opened={resetDone}
        onClose={closeResetDialog}
        title={t('messages:authPasswordResetTitle')}
        centered
      >
        <Stack>
          <Text>{t('messages:authPasswordResetBody')}</Text>
          <Group justify="flex-end">
            <Button onClick={closeResetDialog}>{t('app.ok')}</Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
