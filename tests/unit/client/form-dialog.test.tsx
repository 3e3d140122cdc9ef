// The kit's form dialog (client/components/kit/form-dialog.tsx, dialog-form.tsx): the form validates with the
// shared schema before anything is sent, sends what the schema parsed, and a refusal lands on its fields or is said
// in the words of the error catalogue above the buttons.
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { CreateOrganizationInput } from '../../../shared/schemas/admin';
import { DialogForm } from '../../../client/components/kit/dialog-form';
import { dialogRefusal, useDialogForm } from '../../../client/components/kit/form-dialog';
import { renderStatic, visibleText } from '../../helpers/render-static';

const refusal = (data: Record<string, unknown>) =>
  TRPCClientError.from({ error: { message: 'refused', code: -32600, data } });

/** The dialog's form over CreateOrganizationInput as first rendered with `initial`. */
function formWith(initial: { name: string; domains: string }) {
  let form: ReturnType<typeof useDialogForm<typeof CreateOrganizationInput>> | undefined;
  function Capture() {
    form = useDialogForm(CreateOrganizationInput, initial);
    return null;
  }
  renderStatic(<Capture />);
  return form!;
}

describe('submitting', () => {
  it('sends nothing while the shared schema refuses what was typed', () => {
    const send = vi.fn();
    formWith({ name: '   ', domains: '' }).submit(send)();
    formWith({ name: 'Acme', domains: 'not a domain' }).submit(send)();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends what the schema parsed once it is valid', () => {
    const send = vi.fn();
    formWith({ name: ' Acme ', domains: 'acme.com, Acme.lt' }).submit(send)();
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![0]).toEqual({ name: 'Acme', domains: ['acme.com', 'acme.lt'] });
  });
});

describe('a refusal', () => {
  it('puts the field issues on their fields', () => {
    const issues = [{ path: 'name', message: 'validation.requiredFields' }];
    expect(dialogRefusal(refusal({ appCode: 'validation', issues }))).toEqual({ issues });
  });

  it('keeps any other catalogue code to be said above the buttons', () => {
    expect(dialogRefusal(refusal({ appCode: 'slugTaken' }))).toEqual({ code: 'slugTaken' });
  });

  it('says a failure that is not the server’s answer as the generic error', () => {
    expect(dialogRefusal(new TypeError('Failed to fetch'))).toEqual({ code: 'generic' });
  });

  it('is shown in the form as an alert above Cancel and the submit button', () => {
    const form = (refused?: string) =>
      renderStatic(
        <DialogForm onSubmit={vi.fn()} onCancel={vi.fn()} submitLabel="Create" loading={false} refusal={refused}>
          <input aria-label="Name" />
        </DialogForm>,
      );
    const html = form('Another office already uses this slug.');
    expect(html).toContain('role="alert"');
    expect(visibleText(html)).toMatch(/Another office already uses this slug\. Cancel Create$/);
    expect(form()).not.toContain('role="alert"');
  });
});
