// A move that cannot be taken back (surrender, leaving): the button asks first; the focus goes to
// the safe answer, and back to the button when the person stays.
import { useEffect, useId, useRef, useState } from 'preact/hooks';

interface Props {
  label: string;
  question: string;
  yes: string;
  no: string;
  disabled?: boolean;
  onYes(): void;
}

export function ConfirmButton({ label, question, yes, no, disabled, onYes }: Props) {
  const [asking, setAsking] = useState(false);
  const stay = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const id = useId();
  useEffect(() => {
    if (asking) stay.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = asking;
  }, [asking]);
  if (!asking)
    return (
      <button
        type="button"
        class="secondary"
        ref={ask}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <span role="group" aria-labelledby={id} class="confirm">
      <p id={id}>{question}</p>
      <button
        type="button"
        class="secondary"
        disabled={disabled}
        onClick={() => (setAsking(false), onYes())}
      >
        {yes}
      </button>
      <button type="button" class="secondary" ref={stay} onClick={() => setAsking(false)}>
        {no}
      </button>
    </span>
  );
}
