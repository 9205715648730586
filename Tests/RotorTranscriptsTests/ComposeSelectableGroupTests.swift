import Testing
@testable import RotorTranscripts

/// `selectableGroup()` makes a collection of the children that carry `selected`, and of no
/// others (androidx `setCollectionInfo`/`setCollectionItemInfo`, reference §7.2): only they
/// are "i of N", and a group without one is not a list. Code written for these tests.
struct ComposeSelectableGroupTests {
    @Test func aChildWithoutSelectedIsInTheListButNoItemOfIt() throws {
        let kotlin = """
            @Composable
            fun Delivery(choice: String, onPick: (String) -> Unit) {
                Column(Modifier.selectableGroup()) {
                    Text("Delivery speed", Modifier.semantics { heading() })
                    listOf("Standard", "Express").forEach { option ->
                        Row(Modifier.selectable(selected = option == choice, onClick = { onPick(option) }, role = Role.RadioButton)) {
                            Text(option)
                        }
                    }
                }
            }
            """
        let speech = try ComposeKotlinTests.speech(kotlin, view: "Delivery", state: "{choice: Standard, onPick: \"{ choice = it }\"}",
                                                   gestures: "[focus, swipe right, swipe right]")
        #expect(speech == [
            "Delivery speed, Heading, In list, 2 items",
            "Selected, Standard, Radio button, 1 of 2",
            "Not selected, Express, Radio button, 2 of 2",
        ])
    }

    @Test func aGroupOfTogglesWithoutSelectedIsNoList() throws {
        let kotlin = """
            @Composable
            fun Extras(gift: Boolean, onGift: (Boolean) -> Unit) {
                Column(Modifier.selectableGroup()) {
                    Row(Modifier.toggleable(value = gift, onValueChange = onGift, role = Role.Checkbox)) {
                        Text("Gift wrap")
                    }
                    Text("Free over 50 euros")
                }
            }
            """
        let speech = try ComposeKotlinTests.speech(kotlin, view: "Extras", state: "{gift: false, onGift: \"{ gift = it }\"}",
                                                   gestures: "[focus, swipe right]")
        #expect(speech.count == 2)
        #expect(speech.allSatisfy { !$0.contains("In list") && !$0.contains(" of ") && !$0.contains("Out of list") })
        #expect(speech[0].hasPrefix("not checked, Gift wrap, Check box"))
    }
}
