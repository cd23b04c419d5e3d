import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Anchor,
  Alert,
  Button,
  Group,
  Image,
  Input,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  defaultLanguage,
  isLanguage,
  languageNames,
  languages,
  limits,
  registerSchema,
  type Language,
} from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { call, dataOf } from '../../lib/http';
import { removeStored } from '../../lib/storage';
import { TermsModal } from '../content/TermsModal';
import { captchaUrl, newCaptchaId } from './api';
import { useExistenceCheck, type ExistenceKind } from './useExistenceCheck';
import { bySchema, firstIssues, useFields } from './useFields';

export interface SignUpPrefill {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

export interface SignUpPanelProps {
  prefill?: SignUpPrefill;
  /** The referral code (`ref` of the home or login page), sent with the registration. */
  referral?: string;
  /** After the registration message is read: the page moves to sign-in with this email. */
  onRegistered: (email: string) => void;
}

const fieldNames = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
  'captcha',
] as const;
type Values = Record<(typeof fieldNames)[number], string>;
type ExistenceField = 'email' | 'phoneNumber';

/** Doc 1 §1: sign-up from outside Canada shows a warning; it is informational and never blocks. */
function useOutsideCanada(): boolean {
  const { data } = useQuery({
    queryKey: ['common', 'iscanadaip'],
    queryFn: ({ signal }) => call(authApi.isCanadaIp, undefined, { signal, toast: false }).then(dataOf),
    staleTime: Infinity,
  });
  return data === false;
}

/** The Create An Account tab (doc 1 §3/§5, doc 3 §5 "Sign-up on the login page"). */
export function SignUpPanel({ prefill = {}, referral, onRegistered }: SignUpPanelProps) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const outsideCanada = useOutsideCanada();
  // Issue 30 §1: the account's language is the page's (the visitor's choice, else the browser's)
  // until the visitor picks another on the form.
  const [pickedLanguage, setPickedLanguage] = useState<Language | null>(null);
  const language = pickedLanguage ?? (isLanguage(i18n.language) ? i18n.language : defaultLanguage);
  const languageId = useId();
  const [captchaId, setCaptchaId] = useState(newCaptchaId);
  const [busy, setBusy] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [termsOpened, terms] = useDisclosure(false);

  const shape = registerSchema.shape;
  const fields = useFields<Values>(
    {
      firstName: prefill.firstName ?? '',
      lastName: prefill.lastName ?? '',
      email: prefill.email ?? '',
      phoneNumber: prefill.phone ?? '',
      password: '',
      confirmPassword: '',
      captcha: '',
    },
    {
      firstName: bySchema(shape.firstName),
      lastName: bySchema(shape.lastName),
      email: bySchema(shape.email),
      phoneNumber: bySchema(shape.phoneNumber),
      password: bySchema(shape.password),
      confirmPassword: (value, all) => (value === all.password ? undefined : 'registerPasswordsMismatch'),
      captcha: bySchema(shape.captcha),
    },
  );
  const { values } = fields;
  const existence = useExistenceCheck();

  const refreshCaptcha = () => {
    setCaptchaId(newCaptchaId());
    fields.setValue('captcha', '');
  };

  const kindOf = (field: ExistenceField): ExistenceKind => (field === 'email' ? 'email' : 'phone');
  const checkExistence = (field: ExistenceField, value: string) => existence.check(kindOf(field), value);

  const existenceInput = (field: ExistenceField) => {
    const props = fields.input(field, { onValidBlur: (value) => void checkExistence(field, value) });
    return { ...props, error: props.error ?? existence.errorFor(kindOf(field), values[field]) };
  };

  const register = async () => {
    if (!fields.validate([...fieldNames])) return;
    setBusy(true);
    const problems = await Promise.all([
      checkExistence('email', values.email),
      checkExistence('phoneNumber', values.phoneNumber),
    ]);
    if (problems.some(Boolean)) {
      setBusy(false);
      return;
    }
    const firstName = values.firstName.trim();
    const lastName = values.lastName.trim();
    const email = values.email.trim();
    const form = registerSchema.safeParse({
      ...values,
      firstName,
      lastName,
      email,
      captchaId,
      userName: email,
      nickName: `${firstName} ${lastName}`,
      ref: referral?.trim() || undefined,
      Language: language,
    });
    if (!form.success) {
      fields.setErrors(firstIssues(form.error));
      setBusy(false);
      return;
    }
    const answer = await call(authApi.register, form.data);
    setBusy(false);
    if (answer.Type === 200) {
      removeStored('referralCode');
      setRegisteredEmail(email);
    } else {
      // Doc 1 §8: after a failed registration the captcha is refreshed.
      refreshCaptcha();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void register();
  };

  const closeDialog = () => {
    const email = registeredEmail ?? values.email;
    setRegisteredEmail(null);
    onRegistered(email);
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {outsideCanada && (
            <Alert color="blue" variant="light" title={t('auth.outsideCanadaTitle')}>
              {t('auth.outsideCanada')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('auth.firstNameLabel')}
              autoComplete="given-name"
              maxLength={limits.nameMaxLength}
              {...fields.input('firstName')}
            />
            <TextInput
              label={t('auth.lastNameLabel')}
              autoComplete="family-name"
              maxLength={limits.nameMaxLength}
              {...fields.input('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('auth.emailLabel')}
            type="email"
            autoComplete="email"
            maxLength={limits.emailMaxLength}
            {...existenceInput('email')}
          />
          <TextInput
            label={t('auth.phoneLabel')}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={limits.phoneMaxLength}
            {...existenceInput('phoneNumber')}
          />
          {/* A native select on Mantine's Input, with the language switch's own label: a component or
              a word more would weigh on every public page, which has no byte to spare
              (bench/budgets.json). */}
          <Input.Wrapper id={languageId} label={t('public.languageSwitch')}>
            <Input
              component="select"
              id={languageId}
              value={language}
              onChange={(event: ChangeEvent<HTMLSelectElement>) => {
                const value = event.currentTarget.value;
                if (isLanguage(value)) setPickedLanguage(value);
              }}
              rightSection={<IconChevronDown size={16} aria-hidden />}
              rightSectionPointerEvents="none"
            >
              {languages.map((code) => (
                <option key={code} value={code} lang={code}>
                  {languageNames[code]}
                </option>
              ))}
            </Input>
          </Input.Wrapper>
          <PasswordInput
            label={t('auth.passwordLabel')}
            description={t('auth.passwordHint')}
            autoComplete="new-password"
            maxLength={limits.passwordMaxLength}
            {...fields.input('password')}
          />
          <PasswordInput
            label={t('auth.confirmPasswordLabel')}
            autoComplete="new-password"
            maxLength={limits.passwordMaxLength}
            {...fields.input('confirmPassword')}
          />
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('auth.captchaLabel')}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={20}
              style={{ flex: 1 }}
              {...fields.input('captcha')}
            />
            <UnstyledButton
              type="button"
              onClick={refreshCaptcha}
              aria-label={t('auth.captchaRefresh')}
              title={t('auth.captchaRefresh')}
              mt={25}
            >
              <Group gap={4} wrap="nowrap">
                <Image src={captchaUrl(captchaId)} alt={t('auth.captchaImage')} h={36} w="auto" radius="sm" />
                <IconRefresh size={18} aria-hidden />
              </Group>
            </UnstyledButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('auth.termsNotice')}{' '}
            <Anchor component="button" type="button" size="sm" onClick={terms.open}>
              {t('messages:eulaTitle')}
            </Anchor>
          </Text>
          <Button type="submit" loading={busy} color="accent.6" autoContrast>
            {t('auth.createAccountButton')}
          </Button>
        </Stack>
      </form>
      <TermsModal opened={termsOpened} onClose={terms.close} />
      <AppModal
        opened={registeredEmail !== null}
        onClose={closeDialog}
        title={t('auth.registerDialogTitle')}
        centered
      >
        <Stack>
          <Text>{t('messages:registerSuccess')}</Text>
          <Group justify="flex-end">
            <Button onClick={closeDialog}>{t('app.ok')}</Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
