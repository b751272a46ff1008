// What the Stripe snippets use besides Prelude.swift.
import StripeListAPI

nonisolated(unsafe) var codes: [TaxCode] = []
