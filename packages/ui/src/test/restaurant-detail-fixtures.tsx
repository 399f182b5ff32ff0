import { restaurantDetailTexts } from "@tischservice/core/texts";
import { TabsContent } from "../components/tabs.tsx";

/** Stories only: the detail modal's contact and hours tabs of a restaurant that has entered neither. */
export function EmptyContactAndHoursTabs() {
  return (
    <>
      <TabsContent value="contact" className="text-sm">
        {restaurantDetailTexts.noContactData}
      </TabsContent>
      <TabsContent value="hours" className="text-sm">
        {restaurantDetailTexts.noOpeningHours}
      </TabsContent>
    </>
  );
}
