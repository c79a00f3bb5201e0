import {
  Accessibility,
  Bath,
  CigaretteOff,
  ConciergeBell,
  Coffee,
  CreditCard,
  EvCharger,
  Flame,
  Footprints,
  Gift,
  IdCard,
  KeyRound,
  LeafyGreen,
  Luggage,
  Mail,
  PackageSearch,
  PartyPopper,
  PawPrint,
  Presentation,
  Projector,
  Sparkles,
  SquareParking,
  Sun,
  Trees,
  Users,
  Utensils,
  UtensilsCrossed,
  Waves,
  Wifi,
  Wine,
  type LucideIcon,
} from "lucide-react";
import type { ServiceCard, ServiceIcon } from "~/content/services";

/** The content names its icons; this maps each name to its Lucide component (checked by the type). */
const icons: Record<ServiceIcon, LucideIcon> = {
  "concierge-bell": ConciergeBell,
  "key-round": KeyRound,
  wifi: Wifi,
  "ev-charger": EvCharger,
  "square-parking": SquareParking,
  "paw-print": PawPrint,
  "credit-card": CreditCard,
  "id-card": IdCard,
  coffee: Coffee,
  utensils: Utensils,
  "utensils-crossed": UtensilsCrossed,
  wine: Wine,
  "leafy-green": LeafyGreen,
  waves: Waves,
  flame: Flame,
  sparkles: Sparkles,
  sun: Sun,
  gift: Gift,
  luggage: Luggage,
  presentation: Presentation,
  projector: Projector,
  users: Users,
  "party-popper": PartyPopper,
  trees: Trees,
  footprints: Footprints,
  accessibility: Accessibility,
  bath: Bath,
  "cigarette-off": CigaretteOff,
  "package-search": PackageSearch,
  mail: Mail,
};

/** SPEC §2 "Service list": a grid of service cards, each with an icon, a title and a description. */
export function ServiceGrid({ services }: { services: ServiceCard[] }) {
  return (
    <ul className="mx-auto grid max-w-6xl gap-5 px-4 pb-16 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => {
        const Icon = icons[service.icon];
        return (
          <li key={service.id} className="flex gap-4 rounded-xl bg-white p-6 shadow-sm">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-forest-50 text-forest-700">
              <Icon aria-hidden className="size-6" />
            </span>
            <div>
              <h2 className="font-serif text-lg font-semibold text-forest-800">{service.title}</h2>
              <p className="mt-1 leading-relaxed text-muted">{service.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
