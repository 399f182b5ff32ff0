import type { Table } from "@tischservice/core";
import { TableCombinationsSection } from "./table-combinations-section.tsx";
import {
  useCreateTableCombination,
  useDeleteTableCombination,
  useTableCombinations,
} from "./use-table-combinations.ts";
import { serverMessageOf } from "./use-table-mutations.ts";

/** The combinations section of "Tische", wired to the server. */
export function TableCombinations({ tables, disabled }: { tables: readonly Table[]; disabled: boolean }) {
  const combinations = useTableCombinations();
  const create = useCreateTableCombination();
  const remove = useDeleteTableCombination();
  return (
    <TableCombinationsSection
      combinations={combinations.data ?? []}
      tables={tables}
      status={combinations.isPending ? "loading" : combinations.isError ? "error" : "ready"}
      disabled={disabled}
      creating={create.isPending}
      createError={create.isError ? serverMessageOf(create.error) : null}
      deletingId={remove.isPending ? (remove.variables ?? null) : null}
      onCreate={async (body) => {
        try {
          await create.mutateAsync(body);
          return true;
        } catch {
          return false;
        }
      }}
      onDelete={(id) => remove.mutate(id)}
      onRetry={() => void combinations.refetch()}
    />
  );
}
