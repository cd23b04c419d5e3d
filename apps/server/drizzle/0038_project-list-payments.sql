-- The contract lines of My Projects show what was paid (issue 33 §1): an invoice or a payment changes
-- its contractor's project list, so the cached list is read again.
CREATE TRIGGER project_list_client_invoices AFTER INSERT OR UPDATE OR DELETE ON client_invoices
  FOR EACH ROW EXECUTE FUNCTION project_list_changed_by_owner();--> statement-breakpoint
CREATE FUNCTION project_list_changed_by_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_project_list_version(i.owner_id) FROM client_invoices i WHERE i.id = OLD.invoice_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_project_list_version(i.owner_id) FROM client_invoices i WHERE i.id = NEW.invoice_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER project_list_client_payments AFTER INSERT OR UPDATE OR DELETE ON client_payments
  FOR EACH ROW EXECUTE FUNCTION project_list_changed_by_payment();
