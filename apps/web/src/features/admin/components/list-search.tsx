import { Search } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { listHref } from "../list-address.ts";

interface ListSearchProps {
  /** The address key the search is kept under (`q`), so a reload or a link shows the same rows. */
  param: string;
  label: string;
  placeholder: string;
  submitLabel: string;
}

/** A console list's search box: submitting writes the words into the address and starts at page 1. */
export function ListSearch({ param, label, placeholder, submitLabel }: ListSearchProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(params.get(param) ?? "");
  return (
    <search>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(listHref(pathname, params, { [param]: text.trim() }));
        }}
      >
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1 lg:w-64"
        />
        <Button type="submit" variant="secondary">
          <Search className="h-4 w-4" aria-hidden="true" /> {submitLabel}
        </Button>
      </form>
    </search>
  );
}
