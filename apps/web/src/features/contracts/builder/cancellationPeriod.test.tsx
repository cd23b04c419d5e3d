import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@tradepact/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/switchLanguage';
import { storeSignedInSession } from '../../../test/session';
import { aClient } from '../../contacts/testing';
import {
  aProject,
  builderForm,
  builderServer,
  projectId,
  renderBuilder,
  shownDay,
  subcontractorId,
  today,
  typeDate,
} from './testing';

const depositNotice = () => screen.queryByTestId('cancel-period-deposit');
const startNotice = () => screen.queryByTestId('cancel-period-commencement');
const lastDay = addDays(today, 10);

describe(
  "contract builder: a date inside the client's cancellation period (issue 31 §2)",
  { timeout: 60_000 },
  () => {
    beforeEach(() => storeSignedInSession());
    afterEach(() => switchLanguage('en'));

    it('notes at once that the default deposit date, tomorrow, is inside an Ontario consumer’s 10 days', async () => {
      builderServer({ project: aProject({ Province: 'Ontario', Clients: [aClient()] }) });
      renderBuilder(`/MakeClientContract/${projectId}`);
      await builderForm();
      const notice = depositNotice();
      expect(notice).toBeInTheDocument();
      expect(within(notice!).getByText('Inside your client’s right to cancel')).toBeInTheDocument();
      expect(notice).toHaveTextContent(
        `Your client may cancel for any reason until 10 days after receiving the signed copy: ${shownDay(lastDay)} at the earliest.` +
          ' If they cancel, a deposit paid by then must be refunded within 15 days.' +
          ` You can keep this date, or choose one after ${shownDay(lastDay)}.`,
      );
      // No start date yet: nothing beside it.
      expect(startNotice()).not.toBeInTheDocument();
    });

    it('goes when the deposit date moves past the period, and stays on its last day', async () => {
      const user = userEvent.setup();
      builderServer({ project: aProject({ Province: 'Ontario', Clients: [aClient()] }) });
      renderBuilder(`/MakeClientContract/${projectId}`);
      await builderForm();
      await typeDate(user, /^Deposit Date/, lastDay);
      expect(depositNotice()).toBeInTheDocument();
      await typeDate(user, /^Deposit Date/, addDays(lastDay, 1));
      expect(depositNotice()).not.toBeInTheDocument();
    });

    it('says beside a start date in the period that the client still may cancel, owing reasonable compensation in Ontario', async () => {
      const user = userEvent.setup();
      builderServer({ project: aProject({ Province: 'Ontario', Clients: [aClient()] }) });
      renderBuilder(`/MakeClientContract/${projectId}`);
      await builderForm();
      await typeDate(user, /^Commencement Date/, addDays(today, 3));
      expect(startNotice()).toHaveTextContent(
        'Work started by then does not take that right away, but if they cancel, they owe reasonable compensation for the work and materials provided.',
      );
      await typeDate(user, /^Commencement Date/, addDays(lastDay, 1));
      expect(startNotice()).not.toBeInTheDocument();
    });

    it('shows nothing for a business client, a sub-contract or a province without a rule', async () => {
      builderServer({ project: aProject({ Clients: [aClient({ IsBusiness: true })] }) });
      const business = renderBuilder(`/MakeClientContract/${projectId}`);
      await builderForm();
      expect(screen.getByText(/^Business contract:/)).toBeInTheDocument();
      expect(depositNotice()).not.toBeInTheDocument();
      business.unmount();

      builderServer({ project: aProject({ Clients: [aClient()] }) });
      const sub = renderBuilder(`/MakeSubContract/${projectId}/${subcontractorId}`);
      await builderForm();
      expect(depositNotice()).not.toBeInTheDocument();
      sub.unmount();

      builderServer({ project: aProject({ Province: 'Manitoba', Clients: [aClient()] }) });
      renderBuilder(`/MakeClientContract/${projectId}`);
      await builderForm();
      expect(screen.getByText(/^Consumer contract:/)).toBeInTheDocument();
      expect(depositNotice()).not.toBeInTheDocument();
    });

    it('words it in French, with the refund days from the Quebec record', async () => {
      await switchLanguage('fr');
      builderServer({ project: aProject({ Province: 'Quebec', Clients: [aClient()] }) });
      renderBuilder(`/MakeClientContract/${projectId}`);
      await screen.findByRole('form', { name: 'Contrat' });
      expect(depositNotice()).toHaveTextContent('Pendant le délai d’annulation de votre client');
      expect(depositNotice()).toHaveTextContent(
        'S’il annule, un acompte versé d’ici là doit lui être remboursé dans les 15 jours.',
      );
    });
  },
);
