/** A just-created trial link: shown this once, with a copy button and whether it was emailed. */
import { useRef, useState } from 'react';
import type { CreatedTrialToken } from '@courtside/contract';

type CopyState = 'idle' | 'copied' | 'manual';

export function CreatedTrialLink({ token, onDone }: { token: CreatedTrialToken; onDone(): void }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const input = useRef<HTMLInputElement>(null);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(token.link);
      setCopy('copied');
    } catch {
      // No clipboard access (insecure origin, denied permission): select it for a manual copy.
      input.current?.select();
      setCopy('manual');
    }
  };

  return (
    <div className="alert alert-success" role="status">
      <p className="mb-2">
        Trial link for <strong className="text-break">{token.email}</strong>. It is shown only once:
        copy it now.
      </p>
      <div className="input-group mb-2">
        <label htmlFor="created-trial-link" className="visually-hidden">
          Trial link
        </label>
        <input
          ref={input}
          id="created-trial-link"
          className="form-control"
          readOnly
          value={token.link}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="btn btn-outline-dark" onClick={() => void copyLink()}>
          {copy === 'copied' ? 'Copied' : 'Copy link'}
        </button>
      </div>
      {copy === 'manual' && (
        <p className="small mb-2">Copying is not available here; the link is selected for you.</p>
      )}
      <p className="mb-2">
        {token.emailSent
          ? `The link was emailed to ${token.email}.`
          : 'The email could not be sent; send the link yourself.'}
      </p>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
