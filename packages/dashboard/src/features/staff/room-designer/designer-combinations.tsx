import { type TableCombination, tableCombinationTexts } from "@tischservice/core";
import { TextAlternativeSection } from "../floor-plan/text-alternative-section.tsx";
import { CombinationList } from "../tables/combination-list.tsx";
import { useDeleteTableCombination } from "../tables/use-table-combinations.ts";

/** "Kombinationen" under the plan: the defined combinations with their seats, each deletable. */
export function DesignerCombinations({ combinations }: { combinations: readonly TableCombination[] }) {
  const remove = useDeleteTableCombination();
  return (
    <TextAlternativeSection
      headingId="designer-combinations-heading"
      title={tableCombinationTexts.designerListTitle}
      emptyText={tableCombinationTexts.empty}
      empty={combinations.length === 0}
    >
      {combinations.length > 0 ? (
        <CombinationList
          combinations={combinations}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
          onDelete={(id) => remove.mutate(id)}
        />
      ) : null}
    </TextAlternativeSection>
  );
}
