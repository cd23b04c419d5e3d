import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filesApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { envelope, jsonResponse, said, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { setViewportWidth } from '../../../test/viewport';
import type { AttachmentItem } from './attachmentItems';
import { AttachmentsSection } from './AttachmentsSection';

const upload = `POST ${filesApi.upload.path}`;
const fileId = '0b9a1a52-7d4e-4c47-9a43-5f0c2b1e6d11';

function renderSchedules(initial: AttachmentItem[] = []) {
  let stored = initial;
  function Holder() {
    const [value, setValue] = useState(initial);
    return (
      <AttachmentsSection
        value={value}
        onChange={(next) => {
          stored = next;
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Holder />);
  return { user: userEvent.setup(), stored: () => stored };
}

const slot = (letter: string) => screen.getByRole('group', { name: `Schedule ${letter}` });
const queryslot = (letter: string) => screen.queryByRole('group', { name: `Schedule ${letter}` });

/** A file of `size` bytes without holding them: the checks read only the name, type and size. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Picks files in a slot's picker, as the browser's file dialog hands them over. */
function pick(letter: string, ...files: File[]) {
  fireEvent.change(screen.getByTestId(`schedule-${letter}-file`), { target: { files } });
}

describe('AttachmentsSection', () => {
  it('shows the four slots, Schedule A to D, on a wide screen', () => {
    renderSchedules();
    for (const letter of ['A', 'B', 'C', 'D']) expect(slot(letter)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a schedule' })).not.toBeInTheDocument();
  });

  it('uploads a picked PDF as the multipart field "file" and shows its name and size', async () => {
    const api = stubApi({ [upload]: envelope(fileId) });
    const { user, stored } = renderSchedules();
    await user.type(within(slot('B')).getByLabelText('Title'), 'Drawings');
    const drawings = fileOf('drawings.pdf', 'application/pdf', 57 * 1024);
    pick('B', drawings);

    expect(await within(slot('B')).findByText('drawings.pdf')).toBeInTheDocument();
    expect(within(slot('B')).getByText('57 kB')).toBeInTheDocument();
    const body = api.fetchMock.mock.calls[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect(((body as FormData).get('file') as File).name).toBe('drawings.pdf');
    expect(stored()).toEqual([
      {
        slot: 1,
        title: 'Drawings',
        file: { id: fileId, name: 'drawings.pdf', size: 57 * 1024, mimeType: 'application/pdf' },
      },
    ]);
  });

  it('keeps what is typed while a file goes up', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ [upload]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user, stored } = renderSchedules();
    pick('A', fileOf('site.png', 'image/png', 2 * 1024 * 1024));
    expect(await within(slot('A')).findByText('Uploading site.png…')).toBeInTheDocument();
    expect(stored()).toEqual([{ slot: 0, title: '', uploading: true }]);
    await user.type(within(slot('A')).getByLabelText('Title'), 'Site plan');
    answer(jsonResponse(envelope(fileId)));

    expect(await within(slot('A')).findByText('2.0 MB')).toBeInTheDocument();
    expect(stored()).toEqual([
      {
        slot: 0,
        title: 'Site plan',
        file: { id: fileId, name: 'site.png', size: 2 * 1024 * 1024, mimeType: 'image/png' },
      },
    ]);
  });

  it('refuses a file that is neither a PDF nor an image, without uploading it', () => {
    const api = stubApi({ [upload]: envelope(fileId) });
    renderSchedules();
    pick(
      'A',
      fileOf('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 1000),
    );
    expect(within(slot('A')).getByRole('alert')).toHaveTextContent('Please attach only PDF or Image files.');
    expect(api.callsTo('POST', filesApi.upload.path)).toHaveLength(0);
  });

  it('refuses more than one file in a pick, naming how many were picked', () => {
    const api = stubApi({ [upload]: envelope(fileId) });
    renderSchedules();
    pick('C', fileOf('a.pdf', 'application/pdf', 1000), fileOf('b.pdf', 'application/pdf', 1000));
    expect(within(slot('C')).getByRole('alert')).toHaveTextContent(
      'You can only select 1 files，but you slelected 2.',
    );
    expect(api.callsTo('POST', filesApi.upload.path)).toHaveLength(0);
  });

  it('refuses a file over 5 MB, naming it; 5 MB itself is taken', async () => {
    const api = stubApi({ [upload]: envelope(fileId) });
    const { stored } = renderSchedules();
    pick('D', fileOf('scan.pdf', 'application/pdf', 5 * 1024 * 1024 + 1));
    expect(within(slot('D')).getByRole('alert')).toHaveTextContent(
      'File scan.pdf exceeds 5MB file size limit.',
    );
    expect(api.callsTo('POST', filesApi.upload.path)).toHaveLength(0);

    pick('D', fileOf('scan.pdf', 'application/pdf', 5 * 1024 * 1024));
    expect(await within(slot('D')).findByText('5.0 MB')).toBeInTheDocument();
    expect(within(slot('D')).queryByRole('alert')).not.toBeInTheDocument();
    expect(stored()[0]?.file?.id).toBe(fileId);
  });

  it('drops a failed upload without a word, the slot keeping its title', async () => {
    const api = stubApi({ [upload]: said('fileTypeNotAllowed', 400) });
    const { user, stored } = renderSchedules();
    await user.type(within(slot('A')).getByLabelText('Title'), 'Permit');
    pick('A', fileOf('permit.pdf', 'application/pdf', 1000));
    await waitFor(() => expect(api.callsTo('POST', filesApi.upload.path)).toHaveLength(1));
    await waitFor(() => expect(stored()).toEqual([{ slot: 0, title: 'Permit' }]));
    expect(within(slot('A')).queryByText('permit.pdf')).not.toBeInTheDocument();
    expect(within(slot('A')).queryByText(/Uploading/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a file, keeping the title', async () => {
    const { user, stored } = renderSchedules([
      {
        slot: 2,
        title: 'Finishes',
        file: { id: fileId, name: 'finishes.jpg', size: 300 * 1024, mimeType: 'image/jpeg' },
      },
    ]);
    expect(within(slot('C')).getByText('0.3 MB')).toBeInTheDocument();
    await user.click(within(slot('C')).getByRole('button', { name: 'Remove finishes.jpg' }));
    expect(stored()).toEqual([{ slot: 2, title: 'Finishes' }]);
    expect(within(slot('C')).queryByText('finishes.jpg')).not.toBeInTheDocument();
  });

  it('on a phone shows only filled slots, and "Add a schedule" reveals the next one', async () => {
    setViewportWidth(360);
    const { user } = renderSchedules([
      {
        slot: 1,
        title: 'Drawings',
        file: { id: fileId, name: 'drawings.pdf', size: 1000, mimeType: 'application/pdf' },
      },
    ]);
    expect(slot('B')).toBeInTheDocument();
    for (const letter of ['A', 'C', 'D']) expect(queryslot(letter)).not.toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Add a schedule' });
    await user.click(add);
    expect(slot('A')).toBeInTheDocument();
    await waitFor(() => expect(within(slot('A')).getByLabelText('Title')).toHaveFocus());
    expect(queryslot('C')).not.toBeInTheDocument();
    await user.click(add);
    await user.click(add);
    expect(slot('D')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a schedule' })).not.toBeInTheDocument();
  });

  it('shows every slot again when the screen widens past 768 px', () => {
    setViewportWidth(767);
    renderSchedules();
    expect(queryslot('A')).not.toBeInTheDocument();
    setViewportWidth(768);
    return waitFor(() => expect(slot('D')).toBeInTheDocument());
  });
});
