/** Reply shapes of the /api/time-booking/* calls, as the page's components see them (types only). */
import type { ReservationDto, ResourceGroupDto, BookingOrderDto } from "@/lib/time-booking/booking-dto";
import type { LoadResourceGroupsReply } from "@/lib/time-booking/load-resource-groups-for-booking-reference";
import type { LoadItemsReply } from "@/lib/time-booking/load-items-on-resource-group";
import type { MakeReservationReply, MakeReservationItem } from "@/lib/time-booking/make-reservation";
import type { UpdateReservationReply } from "@/lib/time-booking/update-reservation-information";
import type { CustomerSearchReply } from "@/lib/time-booking/search-customers";
import type { Calendar } from "@/lib/time-booking/compute-slots";
import type { BookingFacilityDto } from "@/lib/time-booking/list-booking-facilities";
import type { OwnPurchaseOrderLineDto } from "@/lib/time-booking/list-own-purchase-orders";

export type {
  ReservationDto,
  ResourceGroupDto,
  BookingOrderDto,
  LoadResourceGroupsReply,
  LoadItemsReply,
  MakeReservationReply,
  MakeReservationItem,
  UpdateReservationReply,
  CustomerSearchReply,
  Calendar,
  BookingFacilityDto,
  OwnPurchaseOrderLineDto,
};

export interface SlotsReply {
  Calendar: Calendar;
  BackupArticle: string | null;
  AllowedReservations: number;
  RegNoMandatory: boolean;
}

export type CustomerHit = CustomerSearchReply["Customers"][number];
