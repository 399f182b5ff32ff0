import type { Restaurant, RestaurantConfig } from "@tischservice/core";
import {
  capacitySettingsTexts,
  guestPrivacyTexts,
  RETENTION_PERIODS,
  reminderTexts,
  reserveWithGoogleTexts,
  settingsTexts,
  specialHoursTexts,
  stayDurationsOf,
  stayDurationsTexts,
} from "@tischservice/core";
import { CollapsibleCard } from "@tischservice/ui";
import {
  BellRing,
  CalendarClock,
  Clock,
  Code,
  Gauge,
  Settings2,
  ShieldCheck,
  Store,
  Timer,
  UserCog,
  UsersRound,
} from "lucide-react";
import { useRef } from "react";
import { eraseGuestData, exportGuestData, guestLookupOf } from "../../../api/guest-data.ts";
import { changePassword } from "../../../api/password.ts";
import { AccountSection } from "../../account/password-and-sessions/account-section.tsx";
import { LogoutEverywhere } from "../../account/password-and-sessions/logout-everywhere.tsx";
import { PasswordChangePanel } from "../../account/password-and-sessions/password-change-panel.tsx";
import { useLogoutEverywhere } from "../../account/session/use-logout-everywhere.ts";
import { settingsAnchors } from "../onboarding/onboarding-steps.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { SubUsersManager } from "../sub-users/sub-users-manager.tsx";
import { CapacityCombinationsNote } from "./capacity/capacity-combinations-note.tsx";
import { CapacitySettings } from "./capacity/capacity-settings.tsx";
import { AutoBlockSetting } from "./guest-book/auto-block-setting.tsx";
import { IntegrationSection } from "./integration/integration-section.tsx";
import { MoreSettings } from "./more/more-settings.tsx";
import { PushSettingsLink } from "./more/push-settings-link.tsx";
import { OpeningHoursEditor } from "./opening-hours/opening-hours-editor.tsx";
import { GuestPrivacyPanel } from "./privacy/guest-privacy-panel.tsx";
import { RetentionMonthsField } from "./privacy/retention-months-field.tsx";
import { useRetentionMonthsSave } from "./privacy/use-retention-months-save.ts";
import { ReminderSettings } from "./reminders/reminder-settings.tsx";
import { BannerUpload } from "./restaurant/banner-upload.tsx";
import { BookingPageAddressField } from "./restaurant/booking-page-address-field.tsx";
import { RestaurantFields } from "./restaurant/restaurant-fields.tsx";
import { useBanner } from "./restaurant/use-banner.ts";
import { useRestaurantSave } from "./restaurant/use-restaurant-save.ts";
import { useSlugSave } from "./restaurant/use-slug-save.ts";
import { SpecialHoursSection } from "./special-hours/special-hours-section.tsx";
import { StayDurationsEditor } from "./stay-durations/stay-durations-editor.tsx";
import { SwitchRow } from "./switch-row.tsx";
import { useConfigAutosave } from "./use-config-autosave.ts";
import { useScrollToHash } from "./use-scroll-to-hash.ts";

/**
 * Each card keeps its own column slot; two columns from 1301 px on (one column up to 1300 px). A card
 * scrolled to (a link with its hash) stops below the sticky header, see `useScrollToHash`.
 */
const cardClass = "mb-4 break-inside-avoid scroll-mt-[var(--settings-scroll-margin,6rem)]";

/**
 * The settings cards, all open at first, in this order: Restaurant-Informationen, Öffnungszeiten,
 * Feiertage & Spezielle Zeiten, Weitere Einstellungen, Account-Verwaltung, Unterbenutzer (owners only),
 * Website-Integration; then the project's own Datenschutz (owners only).
 */
export function SettingsCards({ config, restaurant }: { config: RestaurantConfig; restaurant: Restaurant }) {
  const { user, userId, isSubuser, restaurantId } = useGastro();
  const { draft, change, problem } = useConfigAutosave(config);
  const saveRestaurant = useRestaurantSave();
  const saveSlug = useSlugSave(restaurant.slug ?? "");
  const banner = useBanner();
  const logoutEverywhere = useLogoutEverywhere();
  const saveRetentionMonths = useRetentionMonthsSave();
  const cards = useRef<HTMLDivElement>(null);
  useScrollToHash(cards);
  return (
    <div ref={cards} data-testid="settings-cards" className="gap-4 min-[1301px]:columns-2">
      <CollapsibleCard
        id={settingsAnchors.restaurant}
        className={cardClass}
        title={settingsTexts.cardRestaurant}
        icon={<Store />}
      >
        <div className="grid gap-5">
          <RestaurantFields restaurant={restaurant} onSave={saveRestaurant} />
          {isSubuser || !restaurant.slug ? null : (
            <BookingPageAddressField
              slug={restaurant.slug}
              origin={window.location.origin}
              onSave={saveSlug}
            />
          )}
          <BannerUpload
            bannerUrl={banner.state.preview ?? restaurant.bannerUrl ?? null}
            uploading={banner.state.uploading}
            progress={banner.state.progress}
            error={banner.state.error}
            onFileSelect={(file) => void banner.upload(file)}
            onDelete={() => void banner.remove()}
          />
        </div>
      </CollapsibleCard>
      <CollapsibleCard
        id={settingsAnchors.openingHours}
        className={cardClass}
        title={settingsTexts.cardOpeningHours}
        icon={<Clock />}
      >
        <OpeningHoursEditor
          value={draft.openingHours}
          problem={problem}
          onChange={(openingHours, mode) => change({ ...draft, openingHours }, mode)}
        />
      </CollapsibleCard>
      <CollapsibleCard className={cardClass} title={specialHoursTexts.title} icon={<CalendarClock />}>
        <SpecialHoursSection />
      </CollapsibleCard>
      <CollapsibleCard className={cardClass} title={settingsTexts.cardMore} icon={<Settings2 />}>
        <MoreSettings
          value={{
            slotInterval: draft.slotInterval,
            autoConfirmReservations: draft.autoConfirmReservations,
            emailNotificationsEnabled: draft.emailNotificationsEnabled,
          }}
          onChange={(next) => change({ ...draft, ...next }, "now")}
        />
        <PushSettingsLink />
        <div className="mt-5 border-t pt-4">
          <AutoBlockSetting
            value={draft.autoBlockNoShows}
            disabled={isSubuser}
            onChange={(autoBlockNoShows) => change({ ...draft, autoBlockNoShows }, "now")}
          />
        </div>
      </CollapsibleCard>
      <CollapsibleCard className={cardClass} title={stayDurationsTexts.cardTitle} icon={<Timer />}>
        <StayDurationsEditor
          value={stayDurationsOf(draft)}
          disabled={isSubuser}
          onChange={(stayDurations) => change({ ...draft, stayDurations }, "debounced")}
        />
      </CollapsibleCard>
      <CollapsibleCard className={cardClass} title={capacitySettingsTexts.cardTitle} icon={<Gauge />}>
        <CapacitySettings
          value={{
            bookingHorizonDays: draft.bookingHorizonDays,
            sameDayCutoff: draft.sameDayCutoff,
            pacing: draft.pacing,
            onlineSeatShare: draft.onlineSeatShare,
            changeCutoffHours: draft.changeCutoffHours,
          }}
          disabled={isSubuser}
          onChange={(next, mode) => change({ ...draft, ...next }, mode)}
        />
        <CapacityCombinationsNote />
      </CollapsibleCard>
      <CollapsibleCard className={cardClass} title={reminderTexts.settings.cardTitle} icon={<BellRing />}>
        <ReminderSettings
          value={{ reminderEnabled: draft.reminderEnabled, reminderTiming: draft.reminderTiming }}
          onChange={(next) => change({ ...draft, ...next }, "now")}
        />
      </CollapsibleCard>
      <CollapsibleCard className={cardClass} title={settingsTexts.cardAccount} icon={<UserCog />}>
        <AccountSection name={user.name} email={user.email}>
          <PasswordChangePanel
            strongPassword={!isSubuser}
            onChange={async (fields, signal) => {
              await changePassword({ userId, ...fields }, signal);
            }}
          />
          <LogoutEverywhere onConfirm={logoutEverywhere} />
        </AccountSection>
      </CollapsibleCard>
      {isSubuser ? null : (
        <CollapsibleCard className={cardClass} title={settingsTexts.cardSubUsers} icon={<UsersRound />}>
          <SubUsersManager restaurantSlug={restaurant.slug} />
        </CollapsibleCard>
      )}
      <CollapsibleCard className={cardClass} title={settingsTexts.cardIntegration} icon={<Code />}>
        <IntegrationSection restaurantId={restaurantId} />
        <div className="mt-5 border-t pt-4">
          <SwitchRow
            label={reserveWithGoogleTexts.label}
            hint={reserveWithGoogleTexts.hint}
            checked={draft.reserveWithGoogle}
            onCheckedChange={(reserveWithGoogle) => change({ ...draft, reserveWithGoogle }, "now")}
          />
        </div>
      </CollapsibleCard>
      {isSubuser ? null : (
        <CollapsibleCard className={cardClass} title={guestPrivacyTexts.cardTitle} icon={<ShieldCheck />}>
          <GuestPrivacyPanel
            onLookup={(typed) => exportGuestData(restaurantId, guestLookupOf(typed))}
            onErase={(typed) => eraseGuestData(restaurantId, guestLookupOf(typed))}
          />
          <RetentionMonthsField
            months={config.reservationRetentionMonths}
            platformMonths={config.platformReservationRetentionMonths ?? RETENTION_PERIODS.reservationMonths}
            onSave={saveRetentionMonths}
          />
        </CollapsibleCard>
      )}
    </div>
  );
}
