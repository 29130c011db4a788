/// How an undo of `campaigns delete` combines the stored campaigns with the list kept
/// before the delete: what the kept list holds that is no longer stored comes back at its
/// old place; every campaign stored now stays as it is now (an edit or an add made since
/// the delete is never lost), campaigns added since follow at the end.
public enum DeletedCampaignsMerge {
    /// The list to store and the records that come back, in list order.
    ///
    /// Works on any record type (entities, stored records) with a string `id`.
    public static func merge<Record>(
        current: [Record], kept: [Record], id: (Record) -> String
    ) -> (merged: [Record], restored: [Record]) {
        let currentByID = Dictionary(current.map { (id($0), $0) }, uniquingKeysWith: { a, _ in a })
        let keptIDs = Set(kept.map(id))
        var merged: [Record] = []
        var restored: [Record] = []
        for record in kept {
            if let now = currentByID[id(record)] {
                merged.append(now)
            } else {
                merged.append(record)
                restored.append(record)
            }
        }
        merged += current.filter { !keptIDs.contains(id($0)) }
        return (merged, restored)
    }
}
