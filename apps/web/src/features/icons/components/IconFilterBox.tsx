import { Button, Form } from 'react-bootstrap';

interface IconFilterBoxProps {
  value: string;
  onChange: (next: string) => void;
  /** Whether every pack has been asked to load already (then the button has nothing to do). */
  allPacksRequested: boolean;
  onLoadAllPacks: () => void;
}

/** Search box for icon names, with a way to load every pack so a search covers all of them. */
export function IconFilterBox({
  value,
  onChange,
  allPacksRequested,
  onLoadAllPacks,
}: IconFilterBoxProps) {
  return (
    <Form role="search" className="mb-4" onSubmit={(event) => event.preventDefault()}>
      <Form.Group controlId="icon-name-filter">
        <Form.Label>Filter icons by name</Form.Label>
        <Form.Control
          type="search"
          value={value}
          placeholder="e.g. arrow, chart, user"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="icon-name-filter-help"
          onChange={(event) => onChange(event.target.value)}
        />
      </Form.Group>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <Form.Text id="icon-name-filter-help" className="mt-0">
          Matches any part of the name, ignoring case, in the packs loaded so far. Packs load as you
          scroll to them.
        </Form.Text>
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={allPacksRequested}
          onClick={onLoadAllPacks}
        >
          {allPacksRequested ? 'All packs requested' : 'Load all packs'}
        </Button>
      </div>
    </Form>
  );
}
