/**
 * My orders calls (spec 2 §7 "My orders": getmyorders with index and orderNo, getmyorderspages
 * with orderNo; the Excel export). Reply field names are ours (the spec shows none): an order's
 * OrderStatus code travels with its text in the market's language.
 */
import { z } from "zod";
import { message } from "@/lib/api/contract";
import { optional } from "@/lib/validation/field";
import { customerNumber } from "@/lib/validation/customer-number";

export const MY_ORDERS_PAGE_SIZE = 10;

const orderNo = optional(
  z.string({ error: "myOrders.validation.orderNo" }).transform((s, ctx) => {
    const t = s.trim();
    if (!/^\d{1,12}$/.test(t)) {
      ctx.addIssue({ code: "custom", message: "myOrders.validation.orderNo", input: s });
      return z.NEVER;
    }
    return t;
  }),
);

export const ZMyOrdersRequest = z.object({
  index: optional(
    z.union([z.string(), z.number()]).transform((v, ctx) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 100_000) {
        ctx.addIssue({ code: "custom", message: "myOrders.validation.index", input: v });
        return z.NEVER;
      }
      return n;
    }),
  ),
  orderNo,
  customerNumber: customerNumber({ required: false }),
});

const ZOrder = z.object({
  orderNo: z.string(),
  orderDate: z.string(),
  deliveryDate: z.string().nullable(),
  OrderStatus: z.number(),
  statusText: message(),
  reference: z.string().nullable(),
  description: z.string(),
  totalAmount: z.number(),
  currency: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZMyOrdersResponse = z.object({
  orders: z.array(ZOrder),
  index: z.number(),
  hasMore: z.boolean(),
});
export type TMyOrdersResponse = z.infer<typeof ZMyOrdersResponse>;

export const ZMyOrderPagesRequest = z.object({ orderNo, customerNumber: customerNumber({ required: false }) });
export const ZMyOrderPagesResponse = z.object({ pages: z.number(), total: z.number(), pageSize: z.number() });
export type TMyOrderPagesResponse = z.infer<typeof ZMyOrderPagesResponse>;
