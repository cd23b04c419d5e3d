import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  businessRules,
  limits,
  missingBusinessFields,
  type BusinessField,
  type BusinessProblem,
  highlightedBusinessFields,
} from '@tradepact/shared';
import { profileApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { focusField } from '../../components/focusField';
import { useMessageText } from '../../i18n/useMessageText';
import { call } from '../../lib/http';
import { setStored } from '../../lib/storage';
import { usePostSignInPopupsBusy } from '../content/postSignInBusy';
import { toastSuccess } from '../../lib/toast';
import { businessKey, dataUrlToBlob, readBusiness, uploadFile, type Business } from './api';
import { BusinessInfoTab } from './BusinessInfoTab';
import { checkBusiness, formOf, isMissing, valuesOf } from './businessForm';
import { ContactTab } from './ContactTab';
import { DescriptionTab } from './DescriptionTab';
import classes from './ProfilePage.module.css';
import { ErrorDialog } from '../../components/ErrorDialog';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useSaving } from '../../components/useSaving';
import { NextStepsModal, WelcomeModal } from './ProfilePopups';
import { SignatureTab } from './SignatureTab';
import type { SignaturePadHandle } from './SignaturePad';
import { fieldId, profileTabs, tabFromParam, tabOfField, type VisibleTab } from './tabs';
import { useBusinessForm } from './useBusinessForm';
import type { Envelope } from '@tradepact/shared';

/** A tab button, flagged (icon, and in words for screen readers) while its mandatory fields are empty. */
function ProfileTab({ tab, missing, children }: { tab: VisibleTab; missing: boolean; children: string }) {
  const { t } = useTranslation();
  return (
    <Tabs.Tab
      value={String(tab)}
      rightSection={
        missing ? (
          <IconAlertTriangle size={16} color="var(--mantine-color-yellow-7)" aria-hidden />
        ) : undefined
      }
    >
      {children}
      {missing && <VisuallyHidden> ({t('profilePage.tabNeedsAttention')})</VisuallyHidden>}
    </Tabs.Tab>
  );
}

/** The profile's one form (doc 1 §2–§5): every tab's fields, saved together by one Save button. */
export function ProfileForm({ business }: { business: Business }) {
  const { t } = useTranslation(['ui', 'messages']);
  const message = useMessageText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const urlTab = tabFromParam(useParams().tabIdx);
  // The tab shows at once; the URL follows (a navigation commits a moment later).
  const [tabs, setTabs] = useState({ url: urlTab, shown: urlTab });
  let activeTab = tabs.shown;
  if (tabs.url !== urlTab) {
    setTabs({ url: urlTab, shown: urlTab });
    activeTab = urlTab;
  }

  const [initial] = useState(() => valuesOf(business));
  const form = useBusinessForm(initial);
  const padRef = useRef<SignaturePadHandle>(null);
  const [padDrawn, setPadDrawn] = useState(false);
  const [pendingSignature, setPendingSignature] = useState<string | null>(null);

  const { saving, isSaving, whileSaving } = useSaving();
  const [problem, setProblem] = useState<BusinessProblem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  // Doc 1 §2: the first visit is a visit that opened a profile with no signature.
  const [firstVisit] = useState(() => initial.Signature === '');
  const [missing] = useState(() => missingBusinessFields(formOf(initial)));
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const [nextStepsOpen, setNextStepsOpen] = useState(false);
  const savedOnce = useRef(false);
  const nextStepsTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const focusRequest = useRef<BusinessField | null>(null);
  const [focusCount, setFocusCount] = useState(0);

  // Doc 1 §2: 1 s after the profile loads, or after the popups of the sign-in when they are showing
  // (one popup at a time). Shown once in a visit.
  const postSignInBusy = usePostSignInPopupsBusy();
  const welcomed = useRef(false);
  useEffect(() => {
    if (!firstVisit || postSignInBusy || welcomed.current) return;
    const timer = setTimeout(() => {
      welcomed.current = true;
      setWelcomeOpen(true);
    }, limits.welcomePopupDelayMs);
    return () => clearTimeout(timer);
  }, [firstVisit, postSignInBusy]);

  useEffect(() => () => clearTimeout(nextStepsTimer.current), []);

  // Focus the field of a problem once its tab is in the address: the layout scrolls to the top when the
  // address changes, so the focus (which scrolls the field into view) comes after, in the next frame.
  useEffect(() => {
    const field = focusRequest.current;
    if (!field || tabOfField(field) !== urlTab) return;
    focusRequest.current = null;
    focusField(fieldId(field));
  }, [focusCount, urlTab]);

  const segment = pathname.split('/')[1] || 'MyProfile';
  const openTab = (tab: VisibleTab) => {
    setTabs((previous) => ({ ...previous, shown: tab }));
    if (tab !== urlTab) void navigate(`/${segment}/${tab}`, { replace: true });
  };

  const showProblem = (found: BusinessProblem) => {
    setProblem(found);
    form.setErrors({ [found.field]: found.message });
    openTab(tabOfField(found.field));
    focusRequest.current = found.field;
    setFocusCount((count) => count + 1);
  };

  /** A refusal of the server: its Content in the error popup, under its field when it names one. */
  const showServerError = ({ Content, Code }: Pick<Envelope, 'Content' | 'Code'>) => {
    setServerError(Content || t('errors.unknown'));
    const rule = businessRules.find((candidate) => Code === candidate.message);
    if (rule) {
      form.setError(rule.field, rule.message);
      openTab(tabOfField(rule.field));
    }
  };

  /** The drawing to upload: the pad's, else the one kept with Save Signature. */
  const drawing = (): string | null => {
    const pad = padRef.current;
    if (pad && !pad.isEmpty()) return pad.toDataURL();
    return pendingSignature;
  };

  const save = async () => {
    if (isSaving()) return;
    const checked = checkBusiness(form.values, padDrawn || pendingSignature !== null);
    if (checked.problem) {
      showProblem(checked.problem);
      return;
    }
    setProblem(null);
    form.setErrors({});
    await whileSaving(async () => {
      let signature = checked.form.Signature;
      const drawn = drawing();
      if (drawn) {
        const uploaded = await uploadFile(dataUrlToBlob(drawn), 'signature.png');
        if (uploaded.Type !== 200 || !uploaded.Data) {
          showServerError(uploaded);
          return;
        }
        signature = uploaded.Data;
        // The drawing is now a file: a second try does not upload it again.
        form.setFile('Signature', signature);
        setPendingSignature(null);
        padRef.current?.clear();
      }

      const answer = await call(
        profileApi.update,
        { ...checked.form, Photo: checked.form.Photo ?? '', Signature: signature ?? '' },
        { toast: false },
      );
      if (answer.Type !== 200) {
        showServerError(answer);
        return;
      }

      let saved: Business | null = answer.Data;
      try {
        saved = await readBusiness();
      } catch {
        // The save went through; the answer of the update is the business as stored.
      }
      if (saved) {
        form.setValues(valuesOf(saved));
        setStored('business', { ...saved });
        queryClient.setQueryData(businessKey, saved);
      }
      form.setErrors({});
      toastSuccess(t('messages:profileSaved'));
      if (firstVisit && !savedOnce.current) {
        nextStepsTimer.current = setTimeout(() => setNextStepsOpen(true), limits.nextStepsDelayMs);
      }
      savedOnce.current = true;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  // Every highlighted field of doc 1 §2 is on the business info tab.
  const businessTabMissing = highlightedBusinessFields.some((field) => isMissing(field, form.values));
  // The signature is mandatory too (doc 1 §5): missing until one is saved, drawn or uploaded.
  const signatureMissing = form.values.Signature === '' && !padDrawn && pendingSignature === null;

  return (
    <>
      <form className={classes.form} onSubmit={submit} noValidate aria-label={t('profilePage.pageTitle')}>
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="profile-mandatory-note">
            {t('profilePage.mandatoryNote')}
          </Text>
          <Tabs
            value={String(activeTab)}
            onChange={(value) => value !== null && openTab(tabFromParam(value))}
            keepMounted
            keepMountedMode="display-none"
          >
            <Tabs.List aria-label={t('profilePage.tabsLabel')}>
              <ProfileTab tab={profileTabs.business} missing={businessTabMissing}>
                {t('profilePage.tabBusiness')}
              </ProfileTab>
              <Tabs.Tab value={String(profileTabs.description)}>{t('profilePage.tabDescription')}</Tabs.Tab>
              <ProfileTab tab={profileTabs.signature} missing={signatureMissing}>
                {t('profilePage.tabSignature')}
              </ProfileTab>
              <Tabs.Tab value={String(profileTabs.contact)}>{t('profilePage.tabContact')}</Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value={String(profileTabs.business)} pt="md">
              <BusinessInfoTab form={form} disabled={saving} />
            </Tabs.Panel>
            <Tabs.Panel value={String(profileTabs.description)} pt="md">
              <DescriptionTab form={form} />
            </Tabs.Panel>
            <Tabs.Panel value={String(profileTabs.signature)} pt="md">
              <SignatureTab
                form={form}
                padRef={padRef}
                pending={pendingSignature}
                onPendingChange={setPendingSignature}
                onDrawnChange={setPadDrawn}
                shown={urlTab === profileTabs.signature}
                missing={signatureMissing}
                disabled={saving}
              />
            </Tabs.Panel>
            <Tabs.Panel value={String(profileTabs.contact)} pt="md">
              <ContactTab form={form} />
            </Tabs.Panel>
          </Tabs>

          <Paper className={classes.saveBar} p="sm" radius={0}>
            <Stack gap="xs">
              {problem && form.errors[problem.field] && (
                <ProblemAlert testId="profile-problem">{message(problem.message)}</ProblemAlert>
              )}
              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="md"
                  loading={saving}
                  disabled={saving}
                  leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                >
                  {t('profilePage.save')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </form>

      <WelcomeModal opened={welcomeOpen} onClose={() => setWelcomeOpen(false)} missing={missing} />
      <NextStepsModal opened={nextStepsOpen && !postSignInBusy} onClose={() => setNextStepsOpen(false)} />
      <ErrorDialog message={serverError} onClose={() => setServerError(null)} />
    </>
  );
}
